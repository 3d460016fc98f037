import type { Catalogue } from '../en';

export const frame: Catalogue['frame'] = {
  close: 'Fermer',
  installApp: "Installer l'application",
  documentsLeft:
    '{count, plural, one { ({count} document, {size} à envoyer)} many { ({count} documents, {size} à envoyer)} other { ({count} documents, {size} à envoyer)}}',
  sending:
    '{count, plural, one {Envoi de {count} étape enregistrée sur cet appareil{documents}...} many {Envoi de {count} étapes enregistrées sur cet appareil{documents}...} other {Envoi de {count} étapes enregistrées sur cet appareil{documents}...}}',
  offline: 'Vous êtes hors ligne. Ce que vous saisissez est enregistré sur cet appareil et sera envoyé à votre retour en ligne.',
  offlineWithPending:
    '{count, plural, one {Vous êtes hors ligne. Ce que vous saisissez est enregistré sur cet appareil ; {count} étape{documents} sera envoyée à votre retour en ligne.} many {Vous êtes hors ligne. Ce que vous saisissez est enregistré sur cet appareil ; {count} étapes{documents} seront envoyées à votre retour en ligne.} other {Vous êtes hors ligne. Ce que vous saisissez est enregistré sur cet appareil ; {count} étapes{documents} seront envoyées à votre retour en ligne.}}',
  newVersion: 'Une nouvelle version est disponible.',
  updateWaits: "Vos formulaires enregistrés ne sont pas encore envoyés : la mise à jour les attend, ou se chargera à la prochaine ouverture de l'application.",
  reloadToUpdate: 'Rechargez pour en profiter. Rien de ce que vous avez saisi ne sera perdu.',
  reload: 'Recharger',
  sessionEnded: 'Votre session a pris fin. Veuillez vous reconnecter.',
  draftsOfOldPasswordRemoved:
    'Votre mot de passe a été réinitialisé : les formulaires et étapes non envoyées que cet appareil gardait sous l’ancien mot de passe ne pouvaient plus être ouverts. Ils ont été supprimés : veuillez les remplir à nouveau.',
  revisionNotes: {
    submitted: 'Modifications en cours de vérification',
    changesRequested: 'Modifications demandées',
    open: 'Modifications pas encore envoyées',
    declined: 'Modifications refusées',
  },
};
