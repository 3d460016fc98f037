import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CustomerIdentityRequest, needsPostalCode } from '@/contract';
import { englishMessage } from '@/contract/message-texts';
import { postalAddressLines } from '../../server/services/review/postal-address';

/** A complete identity step but for the address's country and postal code. */
const identity = (countryOfResidence: string, postalCode: string) => ({
  accountId: 1,
  accountType: 1,
  firstName: 'Amina',
  lastName: 'Diallo',
  email: 'amina@example.com',
  dob: '1990-04-12',
  mobileCountryCode: '+234',
  mobileNumber: '8031234567',
  countryOfResidence,
  stateOfResidence: 1,
  cityOfResidence: 2,
  postalCode,
  streetAddress: '8 rue de la Paix',
  nationality: 'NG',
  verificationType: 'BVN',
  verificationCode: '22123456789',
  politicallyExposed: false,
});

/** The English message on the postal code of an identity step, or undefined when it is accepted. */
const postalCodeError = (country: string, postalCode: string) =>
  (v.safeParse(CustomerIdentityRequest, identity(country, postalCode)).issues ?? [])
    .filter((issue) => v.getDotPath(issue) === 'postalCode')
    .map((issue) => englishMessage(issue.message))[0];

describe('postal codes by the address country (postcode-validator)', () => {
  it('accepts the formats each country uses', () => {
    expect(postalCodeError('FR', '75008')).toBeUndefined();
    expect(postalCodeError('GB', 'SW1A 1AA')).toBeUndefined();
    expect(postalCodeError('US', '12345')).toBeUndefined();
    expect(postalCodeError('US', '12345-6789')).toBeUndefined();
    expect(postalCodeError('NG', '100001')).toBeUndefined();
  });

  it('refuses a code of another shape with a message naming the country', () => {
    expect(postalCodeError('FR', '7500')).toBe('Enter a postal code in the format of the country (France)');
    expect(postalCodeError('GB', '12345')).toBe('Enter a postal code in the format of the country (United Kingdom)');
    expect(postalCodeError('US', '1234')).toBe('Enter a postal code in the format of the country (United States)');
    expect(postalCodeError('NG', '10001')).toBe('Enter a postal code in the format of the country (Nigeria)');
  });

  it('asks for the postal code where the country has them, and until a country is chosen', () => {
    expect(postalCodeError('FR', '')).toBe('Enter your postal code');
    expect(postalCodeError('', '')).toBe('Enter your postal code');
    expect(needsPostalCode('')).toBe(true);
  });

  it('leaves it optional, and unchecked, in a country without postal codes', () => {
    expect(needsPostalCode('CI')).toBe(false);
    expect(postalCodeError('CI', '')).toBeUndefined();
    expect(postalCodeError('CI', '01 BP 1234')).toBeUndefined();
    expect(needsPostalCode('FR')).toBe(true);
  });
});

describe('the address shown to reviewers, as its country writes it (@fragaria/address-formatter)', () => {
  it('writes a French address with the postal code before the city, and no region', () => {
    expect(
      postalAddressLines({
        streetAddress: '8 rue de la Paix',
        city: 'Paris',
        state: 'Île-de-France',
        postalCode: '75008',
        countryCode: 'FR',
      }),
    ).toEqual(['8 rue de la Paix', '75008 Paris']);
  });

  it("writes an American address with the state's code and the ZIP code after the city", () => {
    expect(
      postalAddressLines({
        streetAddress: '1600 Pennsylvania Avenue NW',
        city: 'Washington',
        state: 'District of Columbia',
        postalCode: '20500',
        countryCode: 'US',
      }),
    ).toEqual(['1600 Pennsylvania Avenue NW', 'Washington, DC 20500']);
  });

  it('writes an address without a postal code where the country has none', () => {
    expect(
      postalAddressLines({
        streetAddress: 'Rue des Jardins',
        city: 'Cocody',
        state: 'Abidjan',
        postalCode: '',
        countryCode: 'CI',
      }),
    ).toEqual(['Rue des Jardins', 'Cocody']);
  });
});
