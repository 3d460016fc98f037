import * as v from 'valibot';
import { AccountIdSchema, EmailSchema, fieldsObject } from './common';
import { ACCOUNT_TYPE } from './reference';
import { PersonalInfoItem } from './steps/kyc-identity/schemas';
import { IdentificationItem, PersonalOtherInfoItem } from './steps/kyc-other-info/schemas';
import { choose } from './validation';

/*
 * Individual accounts (KYC, product §3): creating one, the whole account as read back and the accounts list. Its two
 * tabs are one folder each in ./steps (kyc-identity/, kyc-other-info/: fields, schemas, mappers); documents' rules in
 * ./documents.ts.
 */
export * from './documents';
export * from './steps/kyc-identity/verification';
export * from './steps/kyc-identity/fields';
export * from './steps/kyc-identity/schemas';
export * from './steps/kyc-other-info/fields';
export * from './steps/kyc-other-info/schemas';

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
  personalInfo: Nullable(PersonalInfoItem),
  identification: Nullable(IdentificationItem),
  personalOtherInfo: Nullable(PersonalOtherInfoItem),
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
