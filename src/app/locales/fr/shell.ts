import type { Catalogue } from '../en';

export const shell: Catalogue['shell'] = {
  overview: 'Aperçu',
  account: 'Compte',
  payments: 'Paiements',
  settings: 'Paramètres',
  profiles: 'Profils',
  mainMenu: 'Principal',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  notification: 'Notifications',
  notificationCount: '{count, plural, one {{count} notification} many {{count} notifications} other {{count} notifications}}',
  notifications: {
    title: 'Notifications',
    none: 'Rien ne requiert votre attention.',
    yourAccount: 'votre compte',
    changesRequested: 'Nos vérificateurs demandent des modifications de {account}',
    confirmPayment: 'Confirmez votre demande de paiement de {amount} avec son code à 6 chiffres',
    invoiceNeeded: 'La demande de paiement {id} ({amount}) attend une facture valide',
    revisionApproved: 'Nos vérificateurs ont approuvé vos modifications de {account}',
    revisionDeclined: 'Nos vérificateurs ont refusé vos modifications de {account}',
  },
  support: 'Assistance',
  supportText: 'Écrivez à <mail>{address}</mail> : nous répondons sous un jour ouvré.',
  darkTheme: 'Thème sombre',
  signOut: 'Se déconnecter',
};
