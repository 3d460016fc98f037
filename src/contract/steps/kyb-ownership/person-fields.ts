import * as v from 'valibot';
import { CUSTOMER_IDENTITY_FIELDS, DobSchema, type CustomerIdentityFields } from '../kyc-identity/fields';
import { VERIFICATION_TYPES } from '../kyc-identity/verification';
import {
  CallingCodeSchema,
  chosenId,
  EmailSchema,
  NationalNumberSchema,
  optionalText,
  requiredText,
} from '../../common';
import { CityIdSchema, CityNameSchema, CountryCode, PostalCodeSchema } from '../../places';
import { LEGACY, picked, stepField, type Columns } from '../../step-fields';
import { choose, say } from '../../validation';
import { SHARES_REQUIRED_MESSAGE, YesNoBoolean } from '../kyb-shared';

/*
 * KYB step 1, a director's or shareholder's fields, declared once (docs/architecture.md): the person dialog's form, the
 * request, the business_people columns, the read-back and the reviewer's lines.
 */

const SharesSchema = v.pipe(
  v.number(SHARES_REQUIRED_MESSAGE),
  v.integer(SHARES_REQUIRED_MESSAGE),
  v.minValue(0, SHARES_REQUIRED_MESSAGE),
  v.maxValue(100, say('sharesAtMost100')),
);

/** The column and reviewer's line of the customer's identity field of this key: business_people shares them with individual_profiles. */
const asCustomer = <const K extends keyof CustomerIdentityFields>(key: K) => {
  const { column, review } = CUSTOMER_IDENTITY_FIELDS[key];
  return { column, review } as Pick<CustomerIdentityFields[K], 'column' | 'review'>;
};

/** A person's identity field typed as the request sends it and read back as stored, in the customer's column and line. */
const identityText = <
  S extends v.GenericSchema<string | undefined, string>,
  const K extends keyof CustomerIdentityFields,
>(
  schema: S,
  key: K,
) => stepField({ schema, ...asCustomer(key), readBack: v.string(), form: { empty: '' } });

/** A person's id or typed city in the customer's column and line: the form holds it as text, read back as stored. */
const identityPicked = <S extends v.GenericSchema, const K extends keyof CustomerIdentityFields>(schema: S, key: K) =>
  stepField({ schema, ...asCustomer(key), readBack: LEGACY, form: { empty: '' } });

/**
 * KYB step 1, a director's or shareholder's record (product §3), field by field in the reviewer's order: the request's
 * key, the business_people column, the read-back, the reviewer's line and the form's empty value (step-fields.ts). The
 * identity's columns and lines are the customer's (CUSTOMER_IDENTITY_FIELDS); the ids, held by the form as text, are
 * read back as stored under their keys. The two documents and the entry's ids are the step's own.
 */
export const BUSINESS_PERSON_FIELDS = {
  firstName: identityText(requiredText('theFirstName', 100), 'firstName'),
  lastName: identityText(requiredText('theLastName', 100), 'lastName'),
  email: identityText(EmailSchema, 'email'),
  dob: identityText(DobSchema, 'dob'),
  /** The form holds the optional phone in one international field. */
  mobileCountryCode: stepField({
    schema: v.optional(v.union([v.literal(''), CallingCodeSchema]), ''),
    ...asCustomer('mobileCountryCode'),
    readBack: v.string(),
    form: LEGACY,
  }),
  mobileNumber: stepField({
    schema: v.optional(v.union([v.literal(''), NationalNumberSchema]), ''),
    ...asCustomer('mobileNumber'),
    readBack: v.string(),
    form: LEGACY,
  }),
  countryOfResidence: identityText(CountryCode(choose('theCountryOfResidence')), 'countryOfResidence'),
  stateOfResidence: identityPicked(chosenId(choose('theStateOfResidence')), 'stateOfResidence'),
  cityOfResidence: identityPicked(CityIdSchema(choose('orTypeTheCityOfResidence')), 'cityOfResidence'),
  /** A town missing from the city list, typed (beyond the product description); then cityOfResidence is empty. */
  cityOfResidenceName: identityPicked(CityNameSchema, 'cityOfResidenceName'),
  postalCode: identityText(PostalCodeSchema, 'postalCode'),
  streetAddress: identityText(requiredText('theStreetAddress'), 'streetAddress'),
  nationality: identityText(CountryCode(choose('theNationality')), 'nationality'),
  verificationCode: identityText(requiredText('theVerificationNumber', 40), 'verificationCode'),
  /** Follows nationality (verificationTypesFor); the form holds it empty until chosen. */
  verificationType: stepField({
    schema: v.picklist(VERIFICATION_TYPES, `verificationType must be one of ${VERIFICATION_TYPES.join(', ')}`),
    ...asCustomer('verificationType'),
    readBack: v.string(),
    form: LEGACY,
  }),
  /** On the wire under the specification's misspelt key (IDENTIFICATION_TYPE_ON_WIRE). */
  identificationType: picked(
    chosenId(choose('anIdentificationType')),
    'identification_type_id',
    'identificationType',
    'identificationTypes',
  ),
  identificationNumber: stepField({
    schema: requiredText('theIdentificationNumber', 60),
    column: 'identification_number',
    readBack: v.string(),
    review: { label: 'identificationNumber', shows: 'asStored' },
    form: { empty: '' },
  }),
  proofOfAddressIdentificationType: picked(
    chosenId(choose('aProofOfAddressType')),
    'proof_of_address_type_id',
    'proofOfAddressType',
    'identificationTypes',
  ),
  /** Shown to the reviewer for a director only. */
  directorRole: stepField({
    schema: optionalText(100),
    column: 'director_role',
    readBack: v.string(),
    review: { label: 'directorRole', shows: 'worded' },
    form: { empty: '' },
  }),
  /** The section's title names the roles; the director's role shows only for one. */
  isDirectorInfo: stepField({
    schema: v.boolean(),
    column: 'is_director',
    readBack: v.boolean(),
    review: { label: 'directorRole', shows: 'onLineAbove' },
    form: { empty: false },
  }),
  /** A percentage of ownership (product §9: those holding more than 25% are listed); shown for a shareholder only. */
  numberOfShares: stepField({
    schema: SharesSchema,
    column: 'number_of_shares',
    readBack: v.number(),
    review: { label: 'shares', shows: 'worded' },
    form: { empty: 0 },
  }),
  isShareholderInfo: stepField({
    schema: v.boolean(),
    column: 'is_shareholder',
    readBack: v.boolean(),
    review: { label: 'shares', shows: 'onLineAbove' },
    form: { empty: false },
  }),
  /** The form's Yes/No holds 'true' or 'false' (IsPoliticallyExposed). */
  politicallyExposed: stepField({
    schema: YesNoBoolean('politicallyExposed'),
    ...asCustomer('politicallyExposed'),
    readBack: v.boolean(),
    form: LEGACY,
  }),
};
export type BusinessPersonFields = typeof BUSINESS_PERSON_FIELDS;

/** A business_people row's declared columns as stored: the typed town is null when a city of the list is chosen. */
export type PersonRow = Omit<Columns<BusinessPersonFields>, 'city_name'> & { city_name: string | null };
