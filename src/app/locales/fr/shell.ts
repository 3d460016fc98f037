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
  notificationCount_one: '{{count}} notification',
  notificationCount_many: '{{count}} notifications',
  notificationCount_other: '{{count}} notifications',
  support: 'Assistance',
  supportText: 'Écrivez à <mail>{{address}}</mail> : nous répondons sous un jour ouvré.',
  darkTheme: 'Thème sombre',
  signOut: 'Se déconnecter',
};
