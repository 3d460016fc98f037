import type { Catalogue } from '../en';

export const paymentMethod: Catalogue['paymentMethod'] = {
  title: 'Ajouter un moyen de paiement',
  forAccount: 'Pour le compte <b>{name}</b>.',
  currency: 'Devise',
  chooseCurrency: 'Choisissez une devise',
  network: 'Réseau',
  chooseNetwork: 'Choisissez un réseau',
  bank: 'Banque',
  chooseBank: 'Choisissez une banque',
  walletAddress: 'Adresse du portefeuille',
  accountNumber: 'Numéro de compte',
  accountName: 'Nom du compte : <b>{name}</b>',
  added: 'Moyen de paiement ajouté',
};
