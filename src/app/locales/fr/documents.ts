import type { Catalogue } from '../en';

export const documents: Catalogue['documents'] = {
  chooseFile: 'Choisir un fichier',
  takePhoto: 'Prendre une photo',
  takePhotoFor: '{label} : prendre une photo',
  remove: 'Retirer {label}',
  open: 'Ouvrir {label}',
  preparing: 'Préparation du document...',
  accepted: "JPG, PNG ou PDF, jusqu'à {limit}",
  wrongType: 'Uniquement des fichiers JPG, JPEG, PNG et PDF',
  tooLarge: 'Ce fichier fait {size} ; la limite est de {limit}. Choisissez un fichier plus petit.',
  unreadable: "Le fichier n'a pas pu être lu. Veuillez le choisir de nouveau.",
  photoSent: 'Photo de {photo}, envoi de {sent}',
  previewTitle: '{label} : {name}',
  fitToScreen: "Ajuster à l'écran",
  fullSize: 'Afficher en taille réelle',
  openInNewTab: 'Ouvrir le document dans un nouvel onglet',
  megabytes: '{size} Mo',
  kilobytes: '{size} Ko',
  bytes: '{size} o',
};
