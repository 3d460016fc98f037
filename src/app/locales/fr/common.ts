import type { Catalogue } from '../en';

export const common: Catalogue['common'] = {
  cancel: 'Annuler',
  continue: 'Continuer',
  loading: 'Chargement...',
  edit: 'Modifier',
  delete: 'Supprimer',
};
