import * as v from 'valibot';
import { AccountIdSchema, EmailSchema, fieldsObject } from './common';
import { CityReadBack } from './places';
import { ACCOUNT_TYPE } from './reference';
import { readBackEntries } from './step-fields';
import { CUSTOMER_IDENTITY_FIELDS, VERIFICATION_TYPES } from './steps/kyc-identity/fields';
import { IDENTIFICATION_FIELDS, PERSONAL_OTHER_INFO_FIELDS } from './steps/kyc-other-info/fields';
import { choose } from './validation';

/*
 * Individual accounts (KYC, product §3): creating one, the whole account as read back and the accounts list. Its two
 * tabs are one file each in ./steps (kyc-identity.ts, kyc-other-info.ts); documents' rules in ./documents.ts.
 */
export * from './documents';
export * from './steps/kyc-identity/fields';
export * from './steps/kyc-other-info/fields';

export const AccountTypeSchema = v.picklist([ACCOUNT_TYPE.individual, ACCOUNT_TYPE.corporate], choose('anAccountType'));

/** Account ids are positive integers; forms and query strings may carry them as text. */
export const AccountIdQuery = v.object({ account_id: AccountIdSchema });

// ---------------------------------------------------------------------------------------------------------------
// saveCustomerAccount

/** Product §3 "Create account": accountId is empty for a new account. */
export const SaveCustomerAccountRequest = fieldsObject({
  accountEmailAddress: EmailSchema,
  accountType: AccountTypeSchema,
  accountId: v.optional(v.union([v.literal(''), AccountIdSchema]), ''),
});
export const SaveCustomerAccountResponse = v.object({ accountId: v.number() });

// ---------------------------------------------------------------------------------------------------------------
// individualAccounts?account_id= (product §3 read-back)

const Nullable = <S extends v.GenericSchema>(schema: S) => v.nullable(schema);

export const IndividualAccountResponse = v.object({
  accountId: v.number(),
  accountStatus: v.object({ accountStatus: v.string(), accountStatusId: v.number() }),
  personalInfo: Nullable(
    v.object({
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
    }),
  ),
  identification: Nullable(
    v.object({
      ...readBackEntries(IDENTIFICATION_FIELDS),
      identificationType: v.object({ identificationTypeId: v.number() }),
      proofOfAddressTypeId: v.object({ identificationTypeId: v.number() }),
      /** attachment: the document's URL (GET it as binary with the bearer token). */
      attachmentId: v.object({ attachment: v.string(), attachmentName: v.string() }),
      proofOfAddressName: v.string(),
      /** The proof of address document's URL. */
      proofOfAddressDoc: v.string(),
    }),
  ),
  personalOtherInfo: Nullable(
    v.object({
      ...readBackEntries(PERSONAL_OTHER_INFO_FIELDS),
      industry: v.object({ industryId: v.number() }),
      incomes: v.number(),
      intendedUse: v.number(),
      occupation: v.object({ occupationId: v.number() }),
      transFrequencyId: v.object({ transactionFrequencyId: v.number() }),
      transVolumeId: v.object({ transactionVolumeId: v.number() }),
    }),
  ),
});
export type IndividualAccount = v.InferOutput<typeof IndividualAccountResponse>;

// ---------------------------------------------------------------------------------------------------------------
// allAccountsByProfile?profile_id= (product §3 "Accounts list response")

export const ProfileQuery = v.object({ profile_id: EmailSchema });

const listItemEntries = {
  accountStatus: Nullable(v.object({ accountStatus: v.string(), accountStatusId: v.number() })),
  /** countryCode (ISO 3166, beyond the product description) names the country in the reader's language. */
  country: Nullable(v.object({ countryOfResidence: v.string(), countryCode: v.optional(v.string()) })),
  accountType: Nullable(v.number()),
  accountId: Nullable(v.number()),
  /** ISO date-time of completed onboarding; '' while the account is still being filled in. */
  date: Nullable(v.string()),
};
export const IndividualListItem = v.object({ fullName: Nullable(v.string()), ...listItemEntries });
export const BusinessListItem = v.object({ businessName: Nullable(v.string()), ...listItemEntries });
export const AccountsByProfileResponse = v.object({
  individualProfileAccounts: v.array(IndividualListItem),
  businessProfileAccounts: v.array(BusinessListItem),
});
export type IndividualListItem = v.InferOutput<typeof IndividualListItem>;
export type BusinessListItem = v.InferOutput<typeof BusinessListItem>;
export type AccountsByProfile = v.InferOutput<typeof AccountsByProfileResponse>;
