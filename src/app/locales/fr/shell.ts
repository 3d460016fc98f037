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
  support: 'Assistance',
  supportText: 'Écrivez à <mail>{address}</mail> : nous répondons sous un jour ouvré.',
  darkTheme: 'Thème sombre',
  signOut: 'Se déconnecter',
};
