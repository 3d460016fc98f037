import { splitPhone } from '../../phone-numbers';
import { ACCOUNT_TYPE } from '../../reference';
import {
  emptyFormValues,
  mapAll,
  prefilledValues,
  readBackValues,
  requestValues,
  type FormMappedKey,
  type PrefillMappedKey,
  type ReadBackMappedKey,
} from '../../step-fields';
import { CUSTOMER_IDENTITY_FIELDS, type CustomerIdentityFields, type IdentityRow } from './fields';
import type { CustomerIdentityFormValues, CustomerIdentityRequest, PersonalInfoItem } from './schemas';
import { chosenVerificationType } from './verification';

/*
 * KYC tab 0's mappers, pure, where the form, the request, the column and the read-back hold a field otherwise
 * (step-fields.ts, LEGACY): the form's values to the request, a stored row to the read-back, the read-back to the
 * form's values. Imported by their own path: the phone's split needs libphonenumber (../../phone-numbers).
 */

/** Tab 0's form values: every field a string, as the inputs hold them. */
export type IdentityValues = { [K in keyof CustomerIdentityFormValues]-?: string };

export const emptyIdentity = (email: string): IdentityValues => ({
  ...emptyFormValues(CUSTOMER_IDENTITY_FIELDS),
  email,
  phone: '',
  verificationType: '',
  IsPoliticallyExposed: 'false',
});

/** The identity's request entries the form holds otherwise: the phone split in two, the type as chosen or from nationality. */
const FROM_FORM = {
  mobileCountryCode: (values) => {
    const { countryCode, mobileNumber } = splitPhone(values.phone);
    return { mobileCountryCode: countryCode, mobileNumber };
  },
  mobileNumber: () => ({}),
  verificationType: (values) => ({
    verificationType: chosenVerificationType(values.nationality, values.verificationType, values),
  }),
  politicallyExposed: (values) => ({ politicallyExposed: values.IsPoliticallyExposed === 'true' }),
} satisfies Record<FormMappedKey<CustomerIdentityFields>, (values: IdentityValues) => object>;

/** Product §3's individual personal info from the form: its fields, those the form holds otherwise. */
export function identityPayload(values: IdentityValues, accountId: number): CustomerIdentityRequest {
  return {
    ...requestValues(CUSTOMER_IDENTITY_FIELDS, values),
    ...mapAll(FROM_FORM, values),
    accountId,
    accountType: ACCOUNT_TYPE.individual,
  };
}

/** The customer's identity in the product's read-back names and shapes, where it is not read back as stored. */
const READ_BACK = {
  email: (profile) => ({ emailAddress: profile.email }),
  mobileCountryCode: (profile) => ({ mobileNumberOne: `${profile.mobile_country_code}${profile.mobile_number}` }),
  mobileNumber: () => ({}),
  countryOfResidence: (profile) => ({ countryOfResidence: { countryCode: profile.country_of_residence } }),
  stateOfResidence: (profile) => ({ stateOfResidence: { stateId: profile.state_id } }),
  cityOfResidence: (profile) => ({ cityOfResidence: { cityId: profile.city_id, cityName: profile.city_name } }),
  cityOfResidenceName: () => ({}),
  nationality: (profile) => ({ nationality: { countryCode: profile.nationality } }),
  verificationCode: (profile) => ({ identityNumber: profile.verification_code }),
  verificationType: (profile) => ({ identityType: profile.verification_type }),
  politicallyExposed: (profile) => ({ isPoliticallyExposed: profile.politically_exposed }),
} satisfies Record<ReadBackMappedKey<CustomerIdentityFields>, (profile: IdentityRow) => object>;

/** individualAccounts' `personalInfo` from the stored row. */
export const identityReadBack = (profile: IdentityRow) => ({
  ...readBackValues(CUSTOMER_IDENTITY_FIELDS, profile),
  ...mapAll(READ_BACK, profile),
});

/** The identity's form values where the form or the read-back shape them otherwise. */
const PREFILLED = {
  email: (info) => ({ email: info.emailAddress }),
  mobileCountryCode: (info) => ({ phone: info.mobileNumberOne }),
  mobileNumber: () => ({}),
  countryOfResidence: (info) => ({ countryOfResidence: info.countryOfResidence.countryCode }),
  stateOfResidence: (info) => ({ stateOfResidence: String(info.stateOfResidence.stateId) }),
  cityOfResidence: (info) => ({
    cityOfResidence: info.cityOfResidence.cityId === null ? '' : String(info.cityOfResidence.cityId),
  }),
  cityOfResidenceName: (info) => ({ cityOfResidenceName: info.cityOfResidence.cityName ?? '' }),
  nationality: (info) => ({ nationality: info.nationality.countryCode }),
  verificationCode: (info) => ({ verificationCode: info.identityNumber }),
  verificationType: (info) => ({ verificationType: info.identityType }),
  politicallyExposed: (info) => ({ IsPoliticallyExposed: String(info.isPoliticallyExposed) }),
} satisfies Record<PrefillMappedKey<CustomerIdentityFields>, (info: PersonalInfoItem) => Partial<IdentityValues>>;

/** Tab 0's form values as saved (edit mode's prefill). */
export const identityFormValues = (info: PersonalInfoItem, email: string): IdentityValues => ({
  ...emptyIdentity(email),
  ...prefilledValues(CUSTOMER_IDENTITY_FIELDS, info),
  ...mapAll(PREFILLED, info),
});
