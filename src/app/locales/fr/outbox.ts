import type { Catalogue } from '../en';

export const outbox: Catalogue['outbox'] = {
  sent: 'envoyé',
  percent: '{percent} %',
  percentWaitingForNetwork: '{percent} %, en attente du réseau',
  waitingForNetwork: 'en attente du réseau',
  waitingToSend: 'en attente d’envoi',
  retry: 'Réessayer',
  refusedTitle: 'Refusé par le serveur',
  refusedText: 'Le serveur a refusé cette étape. Vérifiez les champs et envoyez-la de nouveau.',
  documents: 'documents {percent} % ({held} sur {total})',
  draft: 'Enregistré sur cet appareil',
  queuedOffline: 'En file d’attente : sera envoyé à votre retour en ligne',
  queuedNextTry: 'En file d’attente : prochain essai à {time}',
  queued: 'En file d’attente d’envoi',
  sendingDocuments: 'Envoi des {documents}',
  sending: 'Envoi...',
  synced: 'Synchronisé avec le serveur',
  documentsSent: ' ; {documents} envoyés',
};
