import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  BusinessInfoRequest,
  businessIdentificationTypeFor,
  chosenVerificationType,
  CustomerIdentityForm,
  IDENTIFICATION_TYPE,
  isIdentityDocumentOffered,
  offeredVerificationTypes,
} from '@/contract';
import { phoneCountryOfLanguages } from '@/contract/phone-numbers';
import { regionsOfLanguages } from '@/contract/browser-region';
import '@/contract/identity-numbers';
import { checkBusinessIdentifier } from '@/contract/business-identifiers';
import {
  APPROXIMATE_UNITS_PER_USD,
  bandIn,
  customerCurrency,
  INCOME_BANDS,
  VOLUME_BANDS,
  type DollarBand,
} from '@/contract/money-bands';
import { englishMessage } from '@/contract/message-texts';
import { sampleRates } from '@/features/dashboard/sample-data';

/** The first message of each field of a parse, in English. */
const fieldErrors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return Object.fromEntries(
    (result.issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', englishMessage(issue.message)] as const).reverse(),
  ) as Record<string, string>;
};

describe("the sign-up phone's country", () => {
  it("is the browser's region, the first one with a calling code", () => {
    expect(phoneCountryOfLanguages(['fr-FR'])).toBe('FR');
    expect(phoneCountryOfLanguages(['fr-CI', 'fr-FR', 'fr'])).toBe('CI');
    expect(phoneCountryOfLanguages(['en-US', 'en'])).toBe('US');
    expect(phoneCountryOfLanguages(['en-NG'])).toBe('NG');
    expect(phoneCountryOfLanguages(['es-419', 'es-ES'])).toBe('ES'); // 419 (Latin America) is a region without a phone
  });

  it('stays Nigeria, as product §5 has it, when the browser names no region', () => {
    expect(phoneCountryOfLanguages(['fr'])).toBe('NG');
    expect(phoneCountryOfLanguages([])).toBe('NG');
    expect(phoneCountryOfLanguages(['not a tag', 'en;q=0.8'])).toBe('NG');
    expect(regionsOfLanguages(['fr-FR;q=0.9', 'zh-Hant-TW'])).toEqual(['FR', 'TW']);
  });
});

describe('the verification number asked in KYC step 1 and of a director', () => {
  it('asks no BVN before a nationality is chosen, unless the person lives in or calls from Nigeria', () => {
    expect(offeredVerificationTypes('', {})).toEqual(['PASSPORT', 'NATIONAL_ID']);
    expect(offeredVerificationTypes('', { countryOfResidence: 'FR', phone: '+33612345678' })).toEqual([
      'PASSPORT',
      'NATIONAL_ID',
    ]);
    expect(offeredVerificationTypes('', { countryOfResidence: 'NG' })).toEqual(['BVN']);
    expect(offeredVerificationTypes('', { phone: '+2348031234567' })).toEqual(['BVN']);
    expect(chosenVerificationType('', '', { countryOfResidence: 'FR' })).toBe('PASSPORT');
  });

  it('keeps BVN for Nigerians and SSN for US nationals, wherever they live', () => {
    expect(offeredVerificationTypes('NG', { countryOfResidence: 'FR' })).toEqual(['BVN']);
    expect(offeredVerificationTypes('US', { countryOfResidence: 'FR' })).toEqual(['SSN']);
    expect(chosenVerificationType('NG', 'PASSPORT', { countryOfResidence: 'FR' })).toBe('BVN');
    expect(chosenVerificationType('US', 'ITIN')).toBe('SSN');
  });

  it('offers a US ITIN only to a resident of the US; an ITIN saved before stays one', () => {
    expect(offeredVerificationTypes('FR', { countryOfResidence: 'FR' })).toEqual(['PASSPORT', 'NATIONAL_ID']);
    expect(offeredVerificationTypes('CI', { countryOfResidence: 'CI' })).not.toContain('ITIN');
    expect(offeredVerificationTypes('FR', { countryOfResidence: 'US' })).toEqual(['PASSPORT', 'NATIONAL_ID', 'ITIN']);
    expect(chosenVerificationType('FR', 'ITIN', { countryOfResidence: 'FR' })).toBe('ITIN');
  });

  it('checks the number typed before a nationality as the passport it stands for, not as a BVN', () => {
    const form = {
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire@example.com',
      dob: '1990-04-12',
      phone: '+33612345678',
      countryOfResidence: 'FR',
      stateOfResidence: '1',
      cityOfResidence: '1',
      cityOfResidenceName: '',
      postalCode: '75001',
      streetAddress: '1 rue de Rivoli',
      nationality: '',
      verificationType: '',
      verificationCode: 'AB-12',
      IsPoliticallyExposed: 'false',
    };
    expect(fieldErrors(CustomerIdentityForm, form).verificationCode).toContain('passport number');
  });

  it("offers Nigeria's own identity documents (voter's card, NIN slip) to Nigerians and residents of Nigeria only", () => {
    const nigerian = [IDENTIFICATION_TYPE.voterCard, IDENTIFICATION_TYPE.ninSlip];
    for (const type of nigerian) {
      expect(isIdentityDocumentOffered(type, { nationality: 'FR', countryOfResidence: 'FR' })).toBe(false);
      expect(isIdentityDocumentOffered(type, { nationality: 'NG', countryOfResidence: 'FR' })).toBe(true);
      expect(isIdentityDocumentOffered(type, { nationality: 'FR', countryOfResidence: 'NG' })).toBe(true);
    }
    expect(
      isIdentityDocumentOffered(IDENTIFICATION_TYPE.internationalPassport, {
        nationality: 'FR',
        countryOfResidence: 'FR',
      }),
    ).toBe(true);
    expect(
      isIdentityDocumentOffered(IDENTIFICATION_TYPE.nationalIdCard, { nationality: 'CI', countryOfResidence: 'CI' }),
    ).toBe(true);
  });
});

describe('income and volume bands in the customer’s currency', () => {
  it("reads a country's currency from its residence; Nigeria and the US keep the product's dollars", () => {
    expect(customerCurrency('FR')).toBe('EUR');
    expect(customerCurrency('CI')).toBe('XOF');
    expect(customerCurrency('GB')).toBe('GBP');
    expect(customerCurrency('NG')).toBe('USD');
    expect(customerCurrency('US')).toBe('USD');
    expect(customerCurrency('')).toBe('USD');
    expect(customerCurrency('AQ')).toBe('USD'); // no currency with a declared rate
  });

  it("keeps product §3's five income bands as they are and adds bands above $5000", () => {
    expect([1, 2, 3, 4, 5].map((id) => INCOME_BANDS[id])).toEqual([
      { from: 0, to: 1000 },
      { from: 1001, to: 2000 },
      { from: 2001, to: 3000 },
      { from: 3001, to: 4000 },
      { from: 4001, to: 5000 },
    ]);
    expect(INCOME_BANDS[6]).toEqual({ from: 5001, to: 10_000 });
    expect(INCOME_BANDS[11]).toEqual({ above: 250_000 });
  });

  it('converts a band at the declared rate, rounded, so that converted bands still meet', () => {
    expect(bandIn(INCOME_BANDS[1]!, 'EUR')).toEqual({ from: 0, to: 860 });
    expect(bandIn(INCOME_BANDS[2]!, 'EUR')).toEqual({ from: 861, to: 1700 });
    expect(bandIn(INCOME_BANDS[11]!, 'EUR')).toEqual({ above: 220_000 });
    expect(bandIn(INCOME_BANDS[1]!, 'USD')).toEqual({ from: 0, to: 1000 });
    for (const currency of Object.keys(APPROXIMATE_UNITS_PER_USD)) {
      for (const bands of [INCOME_BANDS, VOLUME_BANDS]) {
        const ranges = Object.values(bands).map((band) => bandIn(band, currency));
        ranges.forEach((range, index) => {
          if (index === 0) return;
          const previous = ranges[index - 1] as DollarBand;
          const start = 'from' in range ? range.from : 'above' in range ? range.above : NaN;
          const end =
            'to' in previous ? previous.to + ('above' in range ? 0 : 1) : 'below' in previous ? previous.below : NaN;
          expect(start, `${currency} band ${index + 1}`).toBe(end);
        });
      }
    }
  });
});

describe("the overview's sample exchange rates", () => {
  it("are against the customer's own currency", () => {
    const euro = sampleRates('EUR');
    expect(euro.map((rate) => rate.pair)).toEqual([
      'CAD / EUR',
      'USD / EUR',
      'GBP / EUR',
      'CHF / EUR',
      'BTC / USD',
      'USDT / EUR',
    ]);
    expect(euro.find((rate) => rate.pair === 'USD / EUR')!.rate).toBeCloseTo(0.86, 2);
    expect(sampleRates('XOF').find((rate) => rate.pair === 'EUR / XOF')!.rate).toBeCloseTo(656, 0);
  });

  it('keep the Naira figures for a Nigerian customer', () => {
    const naira = Object.fromEntries(sampleRates('NGN').map((rate) => [rate.pair, Math.round(rate.rate * 100) / 100]));
    expect(naira).toMatchObject({
      'CAD / NGN': 1118.4,
      'USD / NGN': 1532.1,
      'GBP / NGN': 2047.85,
      'EUR / NGN': 1781.3,
    });
  });
});

describe('company identifiers by country of incorporation (stdnum)', () => {
  it('takes a French SIREN or SIRET by its check digit', () => {
    expect(checkBusinessIdentifier('FR', '732 829 320')).toEqual({ type: 'SIREN', valid: true });
    expect(checkBusinessIdentifier('FR', '732829321')).toEqual({ type: 'SIREN', valid: false });
    expect(checkBusinessIdentifier('FR', '732 829 320 00074')).toEqual({ type: 'SIRET', valid: true });
    expect(checkBusinessIdentifier('FR', '73282932000075').valid).toBe(false);
  });

  it('takes a British UTR or VAT number, and EU VAT numbers', () => {
    expect(checkBusinessIdentifier('GB', '1955839661')).toEqual({ type: 'UTR', valid: true });
    expect(checkBusinessIdentifier('GB', 'GB 980 7806 84')).toEqual({ type: 'VAT', valid: true });
    expect(checkBusinessIdentifier('GB', '2955839661').valid).toBe(false);
    expect(checkBusinessIdentifier('BE', 'BE 0403.170.701')).toEqual({ type: 'VAT', valid: true });
    expect(checkBusinessIdentifier('DE', 'DE 136,695 976')).toEqual({ type: 'VAT', valid: true });
    expect(checkBusinessIdentifier('IT', 'IT 00743110157')).toEqual({ type: 'VAT', valid: true });
  });

  it('takes a number no library checks as text of a sane length, named where the name is known', () => {
    expect(checkBusinessIdentifier('CI', 'CI-1234567 A')).toEqual({ type: 'NCC', valid: true });
    expect(checkBusinessIdentifier('AQ', '12')).toEqual({ type: 'COMPANY_NUMBER', valid: false });
    expect(checkBusinessIdentifier('AQ', '12345')).toEqual({ type: 'COMPANY_NUMBER', valid: true });
  });

  it('keeps TAXID for Nigeria and EIN for the US, any text, as product §9 has them', () => {
    expect(businessIdentificationTypeFor('NG', 'anything')).toBe('TAXID');
    expect(businessIdentificationTypeFor('US', 'anything')).toBe('EIN');
    expect(businessIdentificationTypeFor('FR', '73282932000074')).toBe('SIRET');
  });

  it('refuses a request whose number or type does not fit the country, naming the identifier', () => {
    const request = (overrides: object) => ({
      accountId: 1,
      legalName: 'Martin SAS',
      tradingName: 'Martin SAS',
      companyRegistrationNumber: 'RCS Paris 732 829 320',
      countryCodeOfIncorporation: 'FR',
      countryCodeOfResidence: 'FR',
      postalCode: '75001',
      stateId: 1,
      cityId: 1,
      streetAddress: '1 rue de Rivoli',
      identificationType: 'SIREN',
      identificationNumber: '732829320',
      businessPhoneNumber: '612345678',
      businessPhoneNumberCountryCode: '+33',
      businessEmail: 'contact@martin.example',
      natureOfBusiness: 1,
      companyOperationDuration: '3 years',
      kybAttachments: [],
      ...overrides,
    });
    const errors = (overrides: object) => fieldErrors(BusinessInfoRequest, request(overrides));
    expect(errors({}).identificationNumber).toBeUndefined();
    expect(errors({}).identificationType).toBeUndefined();
    expect(errors({ identificationNumber: '732829321' }).identificationNumber).toBe(
      'Enter a valid SIREN (9 digits) or SIRET (14 digits)',
    );
    expect(errors({ identificationType: 'EIN' }).identificationType).toContain('SIREN or SIRET in FR');
    expect(
      errors({ countryCodeOfIncorporation: 'NG', identificationType: 'TAXID', identificationNumber: 'any text' })
        .identificationNumber,
    ).toBeUndefined();
    expect(
      errors({ countryCodeOfIncorporation: 'US', identificationType: 'EIN', identificationNumber: 'any text' })
        .identificationNumber,
    ).toBeUndefined();
    expect(
      errors({ countryCodeOfIncorporation: 'AQ', identificationType: 'COMPANY_NUMBER', identificationNumber: '12' })
        .identificationNumber,
    ).toBe('Enter the company tax or registration number: 3 to 40 characters');
  });
});
