import type { Catalogue } from '../en';

export const deviceStorage: Catalogue['deviceStorage'] = {
  title: 'Enregistré sur cet appareil',
  kept: 'Conservé : ce navigateur ne supprimera pas vos formulaires enregistrés ni vos étapes non envoyées pour faire de la place.',
  notKept:
    'Conservation non garantie : ce navigateur peut supprimer vos formulaires enregistrés et vos étapes non envoyées quand l’appareil manque d’espace (Safari aussi après 7 jours sans visite). Enregistrez une copie de votre travail non envoyé par précaution.',
  unknown: 'Ce navigateur ne dit pas s’il conserve ce que l’application enregistre.',
  used: '{used} utilisés sur {quota} que ce navigateur accorde à l’application.',
  saveCopy: 'Enregistrer une copie de mon travail non envoyé',
  restoreCopy: 'Restaurer depuis une copie',
  iosNotice:
    'Sur iPhone ou iPad, Safari supprime ce qu’un site a enregistré s’il n’est pas ouvert pendant 7 jours, y compris vos formulaires enregistrés. Pour les garder, ajoutez Payway à votre écran d’accueil : touchez Partager, puis Sur l’écran d’accueil, et ouvrez Payway depuis là.',
  noRoom:
    'Ce fichier demande {needed} d’espace sur cet appareil et seulement {free} est libre. Libérez de l’espace ou choisissez un fichier plus petit ; ce que vous avez déjà enregistré est conservé.',
  notSavedFull:
    'Cet appareil est plein : vos dernières modifications n’ont pas pu y être enregistrées. Libérez de l’espace ; ce que vous aviez enregistré est conservé.',
  passphrase: 'Phrase secrète',
  passphraseHint: 'Au moins 8 caractères. Elle sera demandée pour restaurer la copie ; personne ne peut ouvrir la copie sans elle.',
  passphraseRepeat: 'Phrase secrète à nouveau',
  passphraseShort: 'Utilisez au moins 8 caractères.',
  passphraseMismatch: 'Les deux phrases secrètes diffèrent.',
  saveCopyText:
    'Un fichier avec vos formulaires enregistrés, leurs documents et les étapes en attente d’envoi, verrouillé par une phrase secrète de votre choix.',
  saveCopyButton: 'Enregistrer la copie',
  copySaved: 'Copie enregistrée sous {name}.',
  copyFile: 'Fichier de copie',
  restoreCopyText: 'Choisissez une copie enregistrée depuis ce compte, sur cet appareil ou un autre, et saisissez sa phrase secrète.',
  restoreCopyButton: 'Restaurer',
  restored:
    '{drafts, plural, =0 {Aucun formulaire restauré} one {# formulaire restauré} other {# formulaires restaurés}} et {steps, plural, =0 {aucune étape} one {# étape} other {# étapes}} ; les étapes sont envoyées dès que vous êtes en ligne.',
  wrongPassphrase: 'Cette phrase secrète n’ouvre pas la copie. Rien n’a été modifié ; réessayez.',
  otherAccount: 'Cette copie a été enregistrée par un autre compte. Connectez-vous avec ce compte pour la restaurer ; rien n’a été modifié.',
  notACopy: 'Ce fichier n’est pas une copie de travail non envoyé de Payway.',
  unsentTitle: 'Une partie de votre travail n’est pas encore envoyée',
  unsentText:
    '{steps, plural, =0 {} one {# étape attend d’être envoyée} other {# étapes attendent d’être envoyées}}{both}{drafts, plural, =0 {} one {# formulaire est enregistré sur cet appareil seulement} other {# formulaires sont enregistrés sur cet appareil seulement}}. Que voulez-vous faire avant de vous déconnecter ?',
  and: ' et ',
  sendFirst: 'L’envoyer d’abord',
  sendOffline: 'Vous êtes hors ligne : l’envoi sera possible dès votre retour en ligne.',
  sending: 'Envoi…',
  removeAndSignOut: 'Le supprimer et se déconnecter',
  staySignedIn: 'Rester connecté',
  draftsTitle: 'Supprimer les brouillons de cet appareil ?',
  draftsText:
    'Vos formulaires enregistrés sur cet appareil restent verrouillés après la déconnexion et se rouvrent quand vous vous reconnectez ici. Sur un ordinateur partagé, supprimez-les.',
  removeDrafts: 'Les supprimer et se déconnecter',
  keepDrafts: 'Les garder et se déconnecter',
};
