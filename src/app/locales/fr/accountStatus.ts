import type { Catalogue } from '../en';

export const accountStatus: Catalogue['accountStatus'] = {
  pending: 'En attente',
  incomplete: 'Incomplet',
  active: 'Actif',
  rejected: 'Refusé',
  changesRequested: 'Modifications demandées',
};
