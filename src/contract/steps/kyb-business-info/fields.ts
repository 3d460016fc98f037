import * as v from 'valibot';
import {
  CallingCodeSchema,
  chosenId,
  EmailSchema,
  NationalNumberSchema,
  optionalText,
  requiredText,
} from '../../common';
import { CityIdSchema, CityNameSchema, CountryCode, PostalCodeSchema } from '../../places';
import type { ReviewFieldKey } from '../../review-labels';
import { LEGACY, picked, stepField, type Columns } from '../../step-fields';
import { BUSINESS_IDENTIFIER_TYPES } from '../../business-identifier-types';
import { choose, enter } from '../../validation';

/** A text typed in the form as the request sends it, stored and read back as it is. */
const typedText = <S extends v.GenericSchema<string | undefined, string>, const C extends string>(
  schema: S,
  column: C,
  label: ReviewFieldKey,
) => stepField({ schema, column, readBack: v.string(), review: { label, shows: 'asStored' }, form: { empty: '' } });

/**
 * KYB step 0, the business information (product §3), field by field in the reviewer's order: the request's key, the
 * business_infos column, the read-back, the reviewer's line and the form's empty value (step-fields.ts). The four
 * documents (kybAttachments) are the step's own.
 */
export const BUSINESS_INFO_FIELDS = {
  legalName: typedText(requiredText('theLegalName'), 'legal_name', 'legalName'),
  tradingName: typedText(optionalText(), 'trading_name', 'tradingName'),
  companyRegistrationNumber: typedText(
    requiredText('theCompanyRegistrationNumber', 60),
    'company_registration_number',
    'companyRegistrationNumber',
  ),
  countryCodeOfIncorporation: picked(
    CountryCode(choose('theCountryOfIncorporation')),
    'country_of_incorporation',
    'countryOfIncorporation',
    'countries',
  ),
  countryCodeOfResidence: picked(
    CountryCode(choose('theCountryOfResidence')),
    'country_of_residence',
    'countryOfResidence',
    'countries',
  ),
  stateId: picked(chosenId(choose('theState')), 'state_id', 'state', 'states'),
  cityId: stepField({
    schema: CityIdSchema(choose('orTypeTheCity')),
    column: 'city_id',
    readBack: LEGACY,
    review: { label: 'city', shows: 'worded' },
    form: { empty: '' },
  }),
  /** A town missing from the city list, typed (beyond the product description); then cityId is empty. */
  cityName: stepField({
    schema: CityNameSchema,
    column: 'city_name',
    readBack: LEGACY,
    review: { label: 'city', shows: 'onLineAbove' },
    form: { empty: '' },
  }),
  postalCode: typedText(PostalCodeSchema, 'postal_code', 'postalCode'),
  streetAddress: typedText(requiredText('theStreetAddress'), 'street_address', 'streetAddress'),
  /** Follows the country of incorporation (businessIdentificationTypeFor); the form does not ask for it. */
  identificationType: stepField({
    schema: v.picklist(
      BUSINESS_IDENTIFIER_TYPES,
      `identificationType must be one of ${BUSINESS_IDENTIFIER_TYPES.join(', ')}`,
    ),
    column: 'identity_type',
    readBack: LEGACY,
    review: { label: 'identification', shows: 'worded' },
    form: LEGACY,
  }),
  identificationNumber: stepField({
    schema: requiredText('theIdentificationNumber', 60),
    column: 'identity_number',
    readBack: LEGACY,
    review: { label: 'identification', shows: 'onLineAbove' },
    form: { empty: '' },
  }),
  /** The form holds the phone in one international field (PhoneSchema). */
  businessPhoneNumber: stepField({
    schema: NationalNumberSchema,
    column: 'business_phone_number',
    readBack: LEGACY,
    review: { label: 'businessPhone', shows: 'worded' },
    form: LEGACY,
  }),
  businessPhoneNumberCountryCode: stepField({
    schema: CallingCodeSchema,
    column: 'business_phone_country_code',
    readBack: LEGACY,
    review: { label: 'businessPhone', shows: 'onLineAbove' },
    form: LEGACY,
  }),
  businessEmail: typedText(EmailSchema, 'business_email', 'businessEmail'),
  natureOfBusiness: picked(
    chosenId(choose('theNatureOfBusiness')),
    'nature_of_business_id',
    'natureOfBusiness',
    'natureOfBusiness',
  ),
  /** '{n} years', as the product sends it; the form holds the number of years. */
  companyOperationDuration: stepField({
    schema: v.pipe(
      v.string(enter('howManyYearsTheCompanyHasOperated')),
      v.trim(),
      v.regex(/^[1-9]\d{0,2} years?$/, "companyOperationDuration is '{n} years' with n at least 1"),
    ),
    column: 'company_operation_duration',
    readBack: v.string(),
    review: { label: 'operatingFor', shows: 'worded' },
    form: LEGACY,
  }),
};
export type BusinessInfoFields = typeof BUSINESS_INFO_FIELDS;

/** A business_infos row's declared columns as stored: the typed town is null when a city of the list is chosen. */
export type BusinessInfoRow = Omit<Columns<BusinessInfoFields>, 'city_name'> & { city_name: string | null };
