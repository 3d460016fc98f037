import * as v from 'valibot';
import { chosenId, EmailSchema, requiredText } from '../../common';
import { CityIdSchema, CityNameSchema, PostalCodeSchema } from '../../places';
import type { ReviewFieldKey } from '../../review-labels';
import { LEGACY, stepField, type Columns, type ReviewLine } from '../../step-fields';
import { choose, enter, say, type SchemaMessage } from '../../validation';
import { VERIFICATION_TYPES } from './verification';

/* KYC tab 0, the customer's identity: its fields (schemas.ts: form, request, read-back; mappers.ts: between them). */

/** Product §5 / 9: the date of birth must be at least 18 years ago. */
export const MINIMUM_AGE = 18;
export const latestBirthDate = (today = new Date()) => {
  const date = new Date(Date.UTC(today.getUTCFullYear() - MINIMUM_AGE, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
};
export const DobSchema = v.pipe(
  v.string(enter('yourDateOfBirth')),
  v.trim(),
  v.nonEmpty(enter('yourDateOfBirth')),
  v.isoDate(enter('yourDateOfBirth')),
  v.check((value) => value >= '1900-01-01', say('realDateOfBirth')),
  v.check((value) => value <= latestBirthDate(), say('tooYoung', { age: MINIMUM_AGE })),
);

const CountryCodeSchema = (message: SchemaMessage) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.regex(/^[A-Z]{2}$/, message));

export const CITY_REQUIRED = choose('orTypeYourCityOfResidence');

/** A text typed in the form as the request sends it, stored and read back under its key. */
const typedText = <S extends v.GenericSchema<string | undefined, string>, const C extends string>(
  schema: S,
  column: C,
  label: ReviewFieldKey,
) => stepField({ schema, column, readBack: v.string(), review: { label, shows: 'asStored' }, form: { empty: '' } });

/** A value the form holds as text, read back in the product's own name or nested shape. */
const readBackOtherwise = <S extends v.GenericSchema, const C extends string, const L extends ReviewLine>(
  schema: S,
  column: C,
  review: L,
) => stepField({ schema, column, readBack: LEGACY, review, form: { empty: '' } });

/**
 * KYC tab 0, the customer's identity (product §3 individual personal info), field by field in the reviewer's order:
 * the request's key, the individual_profiles column, the read-back, the reviewer's line and the form's empty value
 * (step-fields.ts). The form holds the phone in one international field and the Yes/No as text.
 */
export const CUSTOMER_IDENTITY_FIELDS = {
  firstName: typedText(requiredText('yourFirstName', 100), 'first_name', 'firstName'),
  lastName: typedText(requiredText('yourLastName', 100), 'last_name', 'lastName'),
  email: readBackOtherwise(EmailSchema, 'email', { label: 'email', shows: 'asStored' }),
  dob: stepField({
    schema: DobSchema,
    column: 'dob',
    readBack: v.string(),
    review: { label: 'dateOfBirth', shows: 'worded' },
    form: { empty: '' },
  }),
  mobileCountryCode: stepField({
    schema: v.pipe(v.string(enter('yourPhoneNumber')), v.regex(/^\+\d{1,4}$/, say('invalidPhone'))),
    column: 'mobile_country_code',
    readBack: LEGACY,
    review: { label: 'mobileNumber', shows: 'worded' },
    form: LEGACY,
  }),
  mobileNumber: stepField({
    schema: v.pipe(v.string(enter('yourPhoneNumber')), v.regex(/^\d{2,17}$/, say('invalidPhone'))),
    column: 'mobile_number',
    readBack: LEGACY,
    review: { label: 'mobileNumber', shows: 'onLineAbove' },
    form: LEGACY,
  }),
  countryOfResidence: readBackOtherwise(CountryCodeSchema(choose('yourCountryOfResidence')), 'country_of_residence', {
    label: 'countryOfResidence',
    shows: 'countries',
  }),
  stateOfResidence: readBackOtherwise(chosenId(choose('yourStateOfResidence')), 'state_id', {
    label: 'stateOfResidence',
    shows: 'states',
  }),
  cityOfResidence: readBackOtherwise(CityIdSchema(CITY_REQUIRED), 'city_id', {
    label: 'cityOfResidence',
    shows: 'worded',
  }),
  /** A town missing from the city list, typed (beyond the product description); then cityOfResidence is empty. */
  cityOfResidenceName: readBackOtherwise(CityNameSchema, 'city_name', {
    label: 'cityOfResidence',
    shows: 'onLineAbove',
  }),
  postalCode: typedText(PostalCodeSchema, 'postal_code', 'postalCode'),
  streetAddress: typedText(requiredText('yourStreetAddress', 200), 'street_address', 'streetAddress'),
  nationality: readBackOtherwise(CountryCodeSchema(choose('yourNationality')), 'nationality', {
    label: 'nationality',
    shows: 'countries',
  }),
  verificationCode: readBackOtherwise(requiredText('yourVerificationNumber', 40), 'verification_code', {
    label: 'verification',
    shows: 'worded',
  }),
  /** Follows nationality (verificationTypesFor); the form holds it empty until chosen. */
  verificationType: stepField({
    schema: v.picklist(VERIFICATION_TYPES, choose('aVerificationType')),
    column: 'verification_type',
    readBack: LEGACY,
    review: { label: 'verification', shows: 'onLineAbove' },
    form: LEGACY,
  }),
  politicallyExposed: stepField({
    schema: v.boolean(choose('yesOrNo')),
    column: 'politically_exposed',
    readBack: LEGACY,
    review: { label: 'politicallyExposed', shows: 'worded' },
    form: LEGACY,
  }),
};
export type CustomerIdentityFields = typeof CUSTOMER_IDENTITY_FIELDS;

/** An individual_profiles row's declared columns as stored: the typed town is null when a city of the list is chosen. */
export type IdentityRow = Omit<Columns<CustomerIdentityFields>, 'city_name'> & { city_name: string | null };
