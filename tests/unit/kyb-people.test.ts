import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { BusinessActivityForm, BusinessInfoForm, BusinessPersonForm, type BusinessPersonFormValues } from '@/contract';
import '@/contract/phone-numbers';
import { englishMessage } from '@/contract/message-texts';
import { blankPerson } from '@/contract/steps/kyb-ownership/mappers';
import { nextEntryId, putEntry, totalShares } from '@/features/kyb/people';

const DOCUMENT = { name: 'a.pdf', content: 'JVBERi0xLjQ=' };
const person = (overrides: Partial<BusinessPersonFormValues>): BusinessPersonFormValues => ({
  ...blankPerson('director', 1),
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  dob: '1980-01-01',
  countryOfResidence: 'NG',
  stateOfResidence: '1',
  cityOfResidence: '2',
  postalCode: '100001',
  streetAddress: '1 Road',
  nationality: 'NG',
  verificationCode: '12345678901',
  identificationNumber: 'A1',
  identificationType: '1',
  identificationDocument: DOCUMENT,
  proofOfAddressIdentificationType: '6',
  proofOfAddressDocument: DOCUMENT,
  directorRole: 'CEO',
  ...overrides,
});

describe('the directors and shareholders working list', () => {
  it('numbers a new entry directors + shareholders + 1, counting a person who is both twice', () => {
    expect(nextEntryId([])).toBe(1);
    const both = person({ id: 1, isShareholderInfo: true, numberOfShares: 30 });
    expect(nextEntryId([both])).toBe(3);
    expect(nextEntryId([both, person({ id: 3 })])).toBe(4);
  });

  it('takes the next free id when the counted one is taken after a removal', () => {
    expect(nextEntryId([person({ id: 2 })])).toBe(3);
  });

  it('replaces the entry of the same id on edit and appends a new one', () => {
    const list = [person({ id: 1 }), person({ id: 2, firstName: 'Bola' })];
    expect(putEntry(list, person({ id: 2, firstName: 'Bisi' })).map((p) => p.firstName)).toEqual(['Ada', 'Bisi']);
    expect(putEntry(list, person({ id: 3 }))).toHaveLength(3);
  });

  it('adds up the shares of shareholders only', () => {
    expect(
      totalShares([
        person({ id: 1, numberOfShares: 0 }),
        person({ id: 2, isShareholderInfo: true, numberOfShares: 70 }),
        person({ id: 3, isShareholderInfo: true, numberOfShares: 40 }),
      ]),
    ).toBe(110);
  });
});

describe('KYB form rules', () => {
  it('needs shares from a shareholder, a role from a director, and one of the two roles', () => {
    const noShares = v.safeParse(
      BusinessPersonForm,
      person({ isDirectorInfo: false, isShareholderInfo: true, numberOfShares: 0 }),
    );
    expect(noShares.success).toBe(false);
    expect(v.flatten(noShares.issues!).nested?.numberOfShares?.map(englishMessage)).toEqual([
      'Enter the number of shares (%)',
    ]);
    const noRole = v.safeParse(BusinessPersonForm, person({ directorRole: '' }));
    expect(v.flatten(noRole.issues!).nested?.directorRole?.map(englishMessage)).toEqual(['Enter the director role']);
    expect(v.safeParse(BusinessPersonForm, person({ isDirectorInfo: false })).success).toBe(false);
    const both = v.parse(BusinessPersonForm, person({ isShareholderInfo: true, numberOfShares: 51 }));
    expect(both).toMatchObject({ numberOfShares: 51, directorRole: 'CEO', stateOfResidence: 1 });
  });

  it('copies the legal name into the trading name when ticked', () => {
    const values = {
      legalName: 'Okafor Ltd',
      sameAsLegalName: true,
      tradingName: 'Old',
      companyRegistrationNumber: 'RC1',
      countryCodeOfIncorporation: 'NG',
      countryCodeOfResidence: 'NG',
      stateId: '1',
      cityId: '2',
      postalCode: '100001',
      streetAddress: 'x',
      identificationNumber: '1',
      businessPhoneNumber: '+2348031234567',
      businessEmail: 'a@b.co',
      natureOfBusiness: '3',
      companyOperationDuration: 2,
      poaID: '6',
      proofOfAddress: DOCUMENT,
      certificateOfIncorporation: DOCUMENT,
      articleOfAssociation: DOCUMENT,
      otherEquivalentDocument: DOCUMENT,
    };
    expect(v.parse(BusinessInfoForm, values).tradingName).toBe('Okafor Ltd');
    expect(v.safeParse(BusinessInfoForm, { ...values, otherEquivalentDocument: null }).success).toBe(false);
    expect(v.safeParse(BusinessInfoForm, { ...values, companyOperationDuration: 0 }).success).toBe(false);
  });

  it('keeps the PEP names only when the answer is yes', () => {
    const activity = {
      intendedUse: '1',
      transactionVolume: '2',
      typeOfFinancialTransaction: '3',
      transactionFrequency: '4',
      sourceOfFund: 'Personal',
      pepFullnames: [{ pepfullName: 'A B' }],
    };
    expect(v.parse(BusinessActivityForm, { ...activity, pepId: '2' }).pepFullnames).toEqual([]);
    expect(v.parse(BusinessActivityForm, { ...activity, pepId: '1' }).pepFullnames).toEqual([{ pepfullName: 'A B' }]);
    expect(v.safeParse(BusinessActivityForm, { ...activity, pepId: '1', pepFullnames: [] }).success).toBe(false);
  });
});
