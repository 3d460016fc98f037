import type { Catalogue } from '../en';

export const language: Catalogue['language'] = {
  label: 'Langue',
};
