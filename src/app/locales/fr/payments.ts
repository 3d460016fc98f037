import type { Catalogue } from '../en';

export const payments: Catalogue['payments'] = {
  title: 'Paiements',
  createRequest: 'Nouvelle demande',
  finishOnboarding: "Terminez d'abord l'ouverture de compte",
  needOnboarding:
    "Les demandes de paiement s'ouvrent une fois l'ouverture de compte commencée : ajoutez un compte sur la page Comptes et enregistrez sa première étape.",
  goToAccounts: 'Aller aux comptes',
  loading: 'Chargement',
  tabs: {
    requests: 'Demandes de paiement',
    pending: 'Demandes en cours',
    failed: 'Demandes échouées',
  },
  empty: {
    requests: "Aucune demande de paiement pour l'instant. Créez-en une pour commencer.",
    pending: 'Aucune demande en cours de traitement.',
    failed: 'Aucune demande échouée.',
  },
  loadingRequests: 'Chargement des demandes de paiement',
  notLoaded: "Les demandes n'ont pas pu être chargées",
  tryAgain: 'Réessayer',
  viewDetails: 'Voir le détail',
  dateTime: 'Date et heure',
  paymentType: 'Type de paiement',
  destination: 'Destination',
  amount: 'Montant',
  transactionId: 'Identifiant de transaction',
  status: 'Statut',
  actions: 'Actions',
};
