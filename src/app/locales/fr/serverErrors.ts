import type { Catalogue } from '../en';

export const serverErrors: Catalogue['serverErrors'] = {
  generic: 'Une erreur est survenue. Veuillez réessayer.',
  busy: 'Le serveur est occupé. Veuillez réessayer dans un instant.',
  noSuchEndpoint: "Ce point d'accès de l'API n'existe pas.",
  signInToContinue: 'Connectez-vous pour continuer',
  notAllowed: "Vous n'êtes pas autorisé à faire cela",
  notFound: 'Introuvable',
  tooManyAttempts: 'Trop de tentatives. Patientez un instant et réessayez.',
  accountInReviewNotDeleted: 'Ce compte est en cours de vérification et ne peut pas être supprimé pour le moment.',
  approvedAccountNotDeleted: "Un compte approuvé ne peut pas être supprimé. Contactez l'assistance pour le fermer.",
  accountInReviewNotChanged: 'Ce compte est en cours de vérification et ne peut pas être modifié pour le moment.',
  rejectedAccountNotChanged: 'Ce compte a été refusé par nos vérificateurs et ne peut plus être modifié.',
  paymentsNeedOnboarding:
    "Les demandes de paiement s'ouvrent une fois l'ouverture de compte commencée : ajoutez un compte sur la page Comptes et enregistrez sa première étape.",
  commonPassword: 'Ce mot de passe fait partie des plus utilisés et se devine facilement. Choisissez-en un autre.',
  network: 'Le serveur est injoignable. Vérifiez votre connexion et réessayez.',
};
