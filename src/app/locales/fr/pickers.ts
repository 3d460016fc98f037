import type { Catalogue } from '../en';

export const pickers: Catalogue['pickers'] = {
  nothingFound: 'Aucun résultat',
  loadFailed: "La liste n'a pas pu être chargée",
  tryAgain: 'Réessayer',
  loadAgain: 'Recharger la liste',
  phoneCountry: '{label} : pays',
};
