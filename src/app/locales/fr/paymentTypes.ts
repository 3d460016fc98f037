import type { Catalogue } from '../en';

export const paymentTypes: Catalogue['paymentTypes'] = {
  '1': 'Virement bancaire',
  '2': 'Argent vers un portefeuille crypto',
  '3': 'Crypto vers un compte bancaire',
  '4': 'Crypto vers un portefeuille crypto',
};
