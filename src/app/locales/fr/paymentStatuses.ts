import type { Catalogue } from '../en';

export const paymentStatuses: Catalogue['paymentStatuses'] = {
  '1': 'En attente',
  '2': 'Envoyée',
  '3': 'Approuvée',
  '4': 'Facture non valable',
  '5': 'Suspendue',
  '6': 'Échouée',
  '7': 'Annulée',
  '8': "En attente d'approbation du compte",
};
