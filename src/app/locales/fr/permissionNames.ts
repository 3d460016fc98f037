import type { Catalogue } from '../en';

export const permissionNames: Catalogue['permissionNames'] = {
  '1': 'Créer un compte',
  '2': 'Modifier un compte',
  '3': 'Supprimer un compte',
  '4': 'Voir les comptes',
  '5': 'Faire une demande de paiement',
  '6': 'Voir les demandes',
  '7': 'Annuler des demandes',
  '8': 'Créer des profils secondaires',
  '9': 'Supprimer des profils',
};
