import type { Catalogue } from '../en';

export const errorPages: Catalogue['errorPages'] = {
  notFoundTitle: 'Oups ! Cette page est introuvable.',
  notFoundText: "La page que vous cherchez n'existe peut-être pas, a peut-être été supprimée ou renommée, ou est momentanément indisponible.",
  goBack: 'Retour',
  unexpectedTitle: "Erreur inattendue de l'application !",
  somethingWentWrong: 'Un problème est survenu.',
  reload: 'Recharger',
};
