import type { Catalogue } from '../en';

export const pickers: Catalogue['pickers'] = {
  nothingFound: 'Aucun résultat',
  loadFailed: "La liste n'a pas pu être chargée",
  tryAgain: 'Réessayer',
  loadAgain: 'Recharger la liste',
  phoneCountry: '{label} : pays',
  bandBelow: 'Moins de {amount}',
  bandAbove: 'Plus de {amount}',
  bandRange: '{from} – {to}',
  bandsConverted: 'Montants en {currency}, convertis depuis le dollar américain à un taux approximatif.',
};
