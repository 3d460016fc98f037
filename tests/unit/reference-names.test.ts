import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { compareNames, referenceName } from '@/app/wording/reference-names';
import { startTestI18n } from '../helpers/catalogues';

beforeAll(() => startTestI18n('en'));

describe('referenceName', () => {
  it('names countries, currencies and fixed lists in English', () => {
    i18n.activate('en');
    expect(referenceName('countries', 'DE', 'Germany')).toBe('Germany');
    expect(referenceName('currencies', 'NGN', 'Naira')).toBe('Nigerian Naira');
    expect(referenceName('identificationTypes', 1, 'International passport')).toBe('International passport');
    // One name per payment type (src/ui/payment-names.ts), whatever the server calls it.
    expect(referenceName('paymentTypes', 2, 'Fiat to crypto')).toBe('Money to a crypto wallet');
  });

  it('names them in French by id or code, whatever the server calls them', () => {
    i18n.activate('fr');
    expect(referenceName('countries', 'CI', "Cote d'Ivoire")).toBe('Côte d’Ivoire');
    expect(referenceName('countries', 'DE', 'Germany')).toBe('Allemagne');
    expect(referenceName('currencies', 'NGN', 'Naira')).toBe('naira nigérian');
    expect(referenceName('identificationTypes', 3, "Driver's licence")).toBe('Permis de conduire');
    expect(referenceName('volumes', 1, 'Less than $1,000')).toBe('Moins de 1 000 $');
    expect(referenceName('businessPeps', 1, 'Yes')).toBe('Oui');
    expect(referenceName('paymentStatuses', 3, 'Approved')).toBe('Approuvée');
    expect(referenceName('sourcesOfFunds', 'From Bank', 'From Bank')).toBe('D’une banque');
  });

  it('shows the server’s name for an id or code it cannot name', () => {
    i18n.activate('fr');
    expect(referenceName('occupations', 999, 'Astronaut')).toBe('Astronaut');
    expect(referenceName('currencies', 'USDT', 'Tether USD')).toBe('Tether USD');
    expect(referenceName('currencies', 'BTC', 'Bitcoin')).toBe('Bitcoin');
    expect(referenceName('countries', 'not a code', 'Somewhere')).toBe('Somewhere');
  });
});

describe('compareNames', () => {
  it('sorts as readers of the chosen language do', () => {
    i18n.activate('fr');
    const names = ['Équateur', 'Allemagne', 'Égypte', 'Zambie', 'Érythrée', 'Espagne'];
    expect(names.sort(compareNames)).toEqual(['Allemagne', 'Égypte', 'Équateur', 'Érythrée', 'Espagne', 'Zambie']);
  });
});
