import * as v from 'valibot';
import { AccountIdSchema, fieldsObject } from '../../common';
import { PhoneSchema } from '../../phone';
import { cityChosenOrTyped, CityReadBack, postalCodeOfCountry } from '../../places';
import { ACCOUNT_TYPE } from '../../reference';
import { formEntries, readBackEntries, requestEntries } from '../../step-fields';
import { choose, say } from '../../validation';
import { CITY_REQUIRED, CUSTOMER_IDENTITY_FIELDS } from './fields';
import { verificationNumberShaped, verificationTypesFor, VERIFICATION_TYPES } from './verification';

/* KYC tab 0, the customer's identity: form, request, read-back. */

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

/** The identity as stored (individualAccounts' `personalInfo`): the product's names and shapes beside the fields read back as they are. */
export const PersonalInfoItem = v.object({
  ...readBackEntries(CUSTOMER_IDENTITY_FIELDS),
  emailAddress: v.string(),
  /** The type of identityNumber (beyond the product description): BVN, SSN, ITIN, PASSPORT or NATIONAL_ID. */
  identityType: v.picklist(VERIFICATION_TYPES),
  identityNumber: v.string(),
  isPoliticallyExposed: v.boolean(),
  countryOfResidence: v.object({ countryCode: v.string() }),
  stateOfResidence: v.object({ stateId: v.number() }),
  cityOfResidence: CityReadBack,
  nationality: v.object({ countryCode: v.string() }),
  /** International form, e.g. +2348031234567. */
  mobileNumberOne: v.string(),
});
export type PersonalInfoItem = v.InferOutput<typeof PersonalInfoItem>;
