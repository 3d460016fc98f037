import type { Catalogue } from '../en';

export const paymentTypeWords: Catalogue['paymentTypeWords'] = {
  '1': 'Virement bancaire (argent vers un compte bancaire)',
  '2': 'Argent vers un portefeuille crypto',
  '3': 'Crypto vers un compte bancaire',
  '4': 'Crypto vers un portefeuille crypto',
};
