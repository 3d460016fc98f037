import type { Catalogue } from '../en';

export const paymentTypes: Catalogue['paymentTypes'] = {
  '1': 'Monnaie vers monnaie',
  '2': 'Monnaie vers crypto',
  '3': 'Crypto vers monnaie',
  '4': 'Crypto vers crypto',
};
