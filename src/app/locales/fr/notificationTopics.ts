import type { Catalogue } from '../en';

export const notificationTopics: Catalogue['notificationTopics'] = {
  paymentUpdates: 'Demandes de paiement',
  paymentUpdatesDescription: 'Quand une demande de paiement est approuvée, suspendue ou demande une nouvelle facture.',
  accountUpdates: 'Ouverture de compte',
  accountUpdatesDescription: "Quand la vérification d'un compte KYC ou KYB avance.",
  securityAlerts: 'Alertes de sécurité',
  securityAlertsDescription: 'Nouvelles connexions, changements de mot de passe et de double authentification.',
  subProfileActivity: 'Profils secondaires',
  subProfileActivityDescription: "Quand une personne invitée nous rejoint ou qu'un profil change.",
  productNews: 'Nouveautés',
  productNewsDescription: 'Nouvelles fonctionnalités et offres occasionnelles.',
};
