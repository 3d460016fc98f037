import * as v from 'valibot';
import { AccountIdSchema, chosenId, EmailSchema, fieldsObject, requiredText } from '../../common';
import { fieldCheck } from '../../field-checks';
import type { ValidationMessageId } from '../../messages';
import { PhoneSchema } from '../../phone';
import { cityChosenOrTyped, CityIdSchema, CityNameSchema, postalCodeOfCountry, PostalCodeSchema } from '../../places';
import { ACCOUNT_TYPE, IDENTIFICATION_TYPE } from '../../reference';
import type { ReviewFieldKey } from '../../review-labels';
import { formEntries, LEGACY, requestEntries, stepField, type ReviewLine } from '../../step-fields';
import { choose, enter, say, type SchemaMessage } from '../../validation';

/* KYC tab 0, the customer's identity: fields, form, request. */

/**
 * Product §4: the verification number follows nationality: NG gives BVN, US gives SSN, any other ITIN. Beyond the
 * product description, a national of another country may give her passport or national ID number instead. These are
 * the types a request may carry; the form offers fewer (offeredVerificationTypes).
 */
export const VERIFICATION_TYPES = ['BVN', 'SSN', 'ITIN', 'PASSPORT', 'NATIONAL_ID'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export const verificationTypesFor = (nationality: string): VerificationType[] =>
  nationality === 'NG' ? ['BVN'] : nationality === 'US' ? ['SSN'] : ['PASSPORT', 'NATIONAL_ID', 'ITIN'];

/** Where a form says its person lives and the phone she gave (international, +33…), beside her nationality. */
export interface CustomerCountries {
  countryOfResidence?: string;
  phone?: string;
}
const NIGERIAN_CALLING_CODE = '+234';
/** Nigeria is where the person lives or the country of her phone. */
export const livesOrCallsFromNigeria = ({ countryOfResidence = '', phone = '' }: CustomerCountries) =>
  countryOfResidence === 'NG' || phone.startsWith(NIGERIAN_CALLING_CODE);

/**
 * The types the form offers, first the one it starts with: the nationality's (BVN for NG, SSN for US, else passport
 * then national ID card), and a US ITIN only to a resident of the US, who may have one. Before a nationality is
 * chosen, a BVN only to a person living in Nigeria or with a Nigerian phone; anyone else starts with her passport.
 */
export function offeredVerificationTypes(nationality: string, countries: CustomerCountries = {}): VerificationType[] {
  const asked = nationality || (livesOrCallsFromNigeria(countries) ? 'NG' : '');
  if (asked === 'NG' || asked === 'US') return verificationTypesFor(asked);
  return countries.countryOfResidence === 'US' ? ['PASSPORT', 'NATIONAL_ID', 'ITIN'] : ['PASSPORT', 'NATIONAL_ID'];
}
/**
 * The type a form's choice stands for: the one chosen where it is offered, or where the nationality allows it (an ITIN
 * saved before stays one), else the first offered.
 */
export function chosenVerificationType(
  nationality: string,
  chosen: string,
  countries: CustomerCountries = {},
): VerificationType {
  const offered = offeredVerificationTypes(nationality, countries);
  const allowed = nationality ? verificationTypesFor(nationality) : offered;
  return allowed.find((type) => type === chosen) ?? offered[0];
}

/** Identity documents of Nigeria's own: the voter's card and the NIN slip. */
const NIGERIAN_IDENTITY_DOCUMENTS: readonly number[] = [IDENTIFICATION_TYPE.voterCard, IDENTIFICATION_TYPE.ninSlip];
/**
 * Whether an identity document type is offered to a person of this nationality and residence: Nigeria's own documents
 * to a Nigerian or a resident of Nigeria only (to anyone while neither is known); passport, ID card, driving licence
 * and residence permit to all.
 */
export const isIdentityDocumentOffered = (
  identificationTypeId: number,
  { nationality = '', countryOfResidence = '' },
) =>
  !NIGERIAN_IDENTITY_DOCUMENTS.includes(identificationTypeId) ||
  nationality === 'NG' ||
  countryOfResidence === 'NG' ||
  (!nationality && !countryOfResidence);

const VERIFICATION_NUMBER_SHAPES: Partial<Record<VerificationType, ValidationMessageId>> = {
  PASSPORT: 'passportNumberShape',
  NATIONAL_ID: 'nationalIdNumberShape',
  ITIN: 'itinShape',
};

/**
 * The verification number checked for the shape of its type (./identity-numbers), in forms (whose type may be a
 * choice not made yet) and requests alike; runs even while other fields are wrong, so the form says it at once.
 */
export const verificationNumberShaped = <
  T extends { nationality: string; verificationCode: string; verificationType?: string },
>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Partial<
      Record<'nationality' | 'verificationCode' | 'verificationType' | 'countryOfResidence' | 'phone', unknown>
    >;
    if (
      typeof input?.nationality !== 'string' ||
      typeof input.verificationCode !== 'string' ||
      input.verificationCode.trim() === ''
    )
      return;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const type = chosenVerificationType(input.nationality, text(input.verificationType), {
      countryOfResidence: text(input.countryOfResidence),
      phone: text(input.phone),
    });
    const message = VERIFICATION_NUMBER_SHAPES[type];
    if (!message || fieldCheck('verificationNumber')(type, input.verificationCode, input.nationality)) return;
    addIssue({
      message: say(message),
      path: [
        {
          type: 'object',
          origin: 'value',
          input: input as Record<string, unknown>,
          key: 'verificationCode',
          value: input.verificationCode,
        },
      ],
    });
  });

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

const CITY_REQUIRED = choose('orTypeYourCityOfResidence');

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

/** The form of tab 0, with product §3's field names; the phone is one international field. */
const IdentityFormFields = fieldsObject({
  ...formEntries(CUSTOMER_IDENTITY_FIELDS),
  /** Empty until chosen: the nationality's first type (chosenVerificationType). */
  verificationType: v.optional(v.string(), ''),
  phone: PhoneSchema,
  IsPoliticallyExposed: v.picklist(['true', 'false'], choose('yesOrNo')),
});
export const CustomerIdentityForm = v.pipe(
  IdentityFormFields,
  cityChosenOrTyped<v.InferOutput<typeof IdentityFormFields>>('cityOfResidence', 'cityOfResidenceName', CITY_REQUIRED),
  postalCodeOfCountry<v.InferOutput<typeof IdentityFormFields>>('countryOfResidence', 'postalCode', 'yourPostalCode'),
  verificationNumberShaped(),
);
export type CustomerIdentityFormValues = v.InferInput<typeof CustomerIdentityForm>;

/** POST /accounts/saveOrUpdateCustomerIdentity (product §3, individual personal info). */
export const CustomerIdentityRequest = v.pipe(
  fieldsObject({
    ...requestEntries(CUSTOMER_IDENTITY_FIELDS),
    accountId: AccountIdSchema,
    accountType: v.literal(ACCOUNT_TYPE.individual, 'accountType must be 1 (individual)'),
  }),
  cityChosenOrTyped('cityOfResidence', 'cityOfResidenceName', CITY_REQUIRED),
  postalCodeOfCountry('countryOfResidence', 'postalCode', 'yourPostalCode'),
  v.forward(
    v.partialCheck(
      [['nationality'], ['verificationType']],
      (input) => verificationTypesFor(input.nationality).includes(input.verificationType),
      say('verificationTypeMismatch'),
    ),
    ['verificationType'],
  ),
  verificationNumberShaped(),
);
export type CustomerIdentityRequest = v.InferInput<typeof CustomerIdentityRequest>;
export const CustomerIdentityResponse = v.object({ accountId: v.number(), personalAccountId: v.number() });
