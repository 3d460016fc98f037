import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { t } from '@/app/i18n';
import { nameValue } from '@/features/review/name-labels';
import { startTestI18n } from '../helpers/catalogues';

beforeAll(() => startTestI18n('fr'));

describe('a review detail value in the reviewer’s language', () => {
  it('words what the value says, not the server’s English', () => {
    i18n.activate('fr');
    expect(nameValue(t, 'Yes', { kind: 'yesNo', answer: true })).toBe('Oui');
    expect(nameValue(t, '1990-04-12', { kind: 'date', date: '1990-04-12' })).toBe('12 avr. 1990');
    expect(nameValue(t, 'Germany', { kind: 'country', countryCode: 'DE' })).toBe('Allemagne');
    expect(nameValue(t, 'National ID card', { kind: 'listItem', list: 'identificationTypes', id: 2 })).toBe(
      'Carte nationale d’identité',
    );
    expect(nameValue(t, 'Ikire (typed by the customer)', { kind: 'typedCity', city: 'Ikire' })).toBe(
      'Ikire (saisie par le client)',
    );
    expect(nameValue(t, 'unknown (id 99)', { kind: 'unknownId', id: '99' })).toBe('inconnu (id 99)');
    expect(nameValue(t, 'GTBank, bank code 058', { kind: 'bank', bank: 'GTBank', bankCode: '058' })).toBe(
      'GTBank, code banque 058',
    );
    expect(nameValue(t, 'Self', { kind: 'destination', destination: 'Self' })).not.toBe('Self');
    expect(nameValue(t, '5 years', { kind: 'years', years: 5 })).toBe('5 ans');
    expect(nameValue(t, '1 year', { kind: 'years', years: 1 })).toBe('1 an');
    expect(nameValue(t, 'Passport 12AB34567', { kind: 'verification', type: 'PASSPORT', number: '12AB34567' })).toBe(
      'Passeport 12AB34567',
    );
    expect(
      nameValue(t, 'National ID card X4RTBPFW4', { kind: 'verification', type: 'NATIONAL_ID', number: 'X4RTBPFW4' }),
    ).toBe('Carte nationale d’identité X4RTBPFW4');
  });

  it('keeps the server’s words for free text and for an id this version does not know', () => {
    i18n.activate('fr');
    expect(nameValue(t, '5 Broad Street', undefined)).toBe('5 Broad Street');
    expect(nameValue(t, 'Astronaut', { kind: 'listItem', list: 'occupations', id: 999 })).toBe('Astronaut');
  });

  it('reads as the server wrote it in English', () => {
    i18n.activate('en');
    expect(nameValue(t, 'No', { kind: 'yesNo', answer: false })).toBe('No');
    expect(nameValue(t, '5 years', { kind: 'years', years: 5 })).toBe('5 years');
    expect(nameValue(t, 'Nigeria', { kind: 'country', countryCode: 'NG' })).toBe('Nigeria');
    expect(nameValue(t, 'Passport 12AB34567', { kind: 'verification', type: 'PASSPORT', number: '12AB34567' })).toBe(
      'Passport 12AB34567',
    );
    expect(nameValue(t, 'BVN 22233344455', { kind: 'verification', type: 'BVN', number: '22233344455' })).toBe(
      'BVN 22233344455',
    );
  });
});
