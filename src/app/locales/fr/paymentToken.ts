import type { Catalogue } from '../en';

export const paymentToken: Catalogue['paymentToken'] = {
  title: "Confirmez que c'est vous",
  intro: 'Saisissez le code de paiement à 6 chiffres envoyé à votre e-mail pour confirmer cette demande de paiement.',
  introTo: 'Saisissez le code de paiement à 6 chiffres envoyé à votre e-mail (<b>{email}</b>) pour confirmer cette demande de paiement.',
  whatYouConfirm: 'Ce que vous confirmez',
  amount: 'Montant',
  paymentType: 'Type de paiement',
  recipient: 'Bénéficiaire',
  account: 'Compte ou portefeuille',
  route: 'Acheminement et frais',
  sentAt:
    'Code envoyé à {sentAt}. Il est valable jusqu’à {expiresAt} : un e-mail qui n’est pas arrivé d’ici là n’arrivera plus, demandez alors un nouveau code.',
  sending: 'Envoi de votre code de paiement...',
  newTokenOnWay: 'Un nouveau code de paiement est en route.',
  needsConnection: 'Confirmer un paiement demande une connexion. Connectez-vous à internet et réessayez.',
  confirm: 'Confirmer le paiement',
  didntGetIt: 'Rien reçu ?',
  sendNew: 'Envoyer un nouveau code',
  back: 'Retour aux paiements',
  submitted: 'Votre demande de paiement a été envoyée.',
  heldForChecks: 'Votre demande de paiement est confirmée. Notre équipe la vérifie avant qu’elle ne soit traitée.',
  awaitsAccountApproval: 'Votre demande de paiement est confirmée. Elle sera traitée dès qu’un de vos comptes sera approuvé.',
};
