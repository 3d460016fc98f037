import * as v from 'valibot';
import { chosenId, EmailSchema, requiredText } from '../../common';
import type { ReviewFieldKey } from '../../review-labels';
import { LEGACY, stepField, type Columns, type ReviewList } from '../../step-fields';
import { choose, type SchemaMessage } from '../../validation';

/* KYC tab 1, other information and documents: its fields (schemas.ts: form, request, read-back; mappers.ts: between them). */

/** An item picked from a reference list: the form holds its id as text, the read-back nests or renames it, the reviewer reads its list's words. */
const pickedItem = <const C extends string>(
  message: SchemaMessage,
  column: C,
  label: ReviewFieldKey,
  list: ReviewList,
) =>
  stepField({
    schema: chosenId(message),
    column,
    readBack: LEGACY,
    review: { label, shows: list },
    form: { empty: '' },
  });

/*
 * KYC tab 1, the other information (product §3 identity and other info), field by field: the request's key, the
 * individual_other_infos column, the read-back, the reviewer's line and the form's empty value (step-fields.ts). The
 * read-back splits the fields over two objects, so the fields of each are declared together and read back by their
 * own mappers. The two documents are the step's own (documentEntries).
 */

/** Tab 1's fields read back in `personalOtherInfo`, and the email, not read back. */
export const PERSONAL_OTHER_INFO_FIELDS = {
  /** The account's email: the client sends it beside the form's values. */
  email: stepField({
    schema: EmailSchema,
    column: 'email',
    readBack: LEGACY,
    review: { label: 'email', shows: 'asStored' },
    form: LEGACY,
  }),
  intendedUse: pickedItem(choose('theIntendedUseOfTheAccount'), 'intended_use', 'intendedUse', 'purposes'),
  transactionVolume: pickedItem(
    choose('theExpectedTransactionVolume'),
    'transaction_volume_id',
    'transactionVolume',
    'volumes',
  ),
  transactionFrequency: pickedItem(
    choose('theTransactionFrequency'),
    'transaction_frequency_id',
    'transactionFrequency',
    'frequencies',
  ),
  occupation: pickedItem(choose('yourOccupation'), 'occupation_id', 'occupation', 'occupations'),
  industry: pickedItem(choose('yourIndustry'), 'industry_id', 'industry', 'industries'),
  yearlyIncome: pickedItem(choose('yourYearlyIncome'), 'income_id', 'yearlyIncome', 'incomes'),
};
export type PersonalOtherInfoFields = typeof PERSONAL_OTHER_INFO_FIELDS;

/** Tab 1's fields read back in `identification`, beside its two documents. */
export const IDENTIFICATION_FIELDS = {
  identificationType: pickedItem(
    choose('anIdentificationType'),
    'identification_type_id',
    'identificationType',
    'identificationTypes',
  ),
  identificationNumber: stepField({
    schema: requiredText('yourIdentificationNumber', 60),
    column: 'identification_number',
    readBack: v.string(),
    review: { label: 'identificationNumber', shows: 'asStored' },
    form: { empty: '' },
  }),
  proofOfAddressIdentificationType: pickedItem(
    choose('aProofOfAddressType'),
    'proof_of_address_type_id',
    'proofOfAddressType',
    'identificationTypes',
  ),
};
export type IdentificationFields = typeof IDENTIFICATION_FIELDS;

/** KYC tab 1's fields, in the reviewer's order. */
export const CUSTOMER_OTHER_INFO_FIELDS = { ...PERSONAL_OTHER_INFO_FIELDS, ...IDENTIFICATION_FIELDS };
export type CustomerOtherInfoFields = typeof CUSTOMER_OTHER_INFO_FIELDS;

/** An individual_other_infos row's declared columns as stored. */
export type OtherInfoRow = Columns<CustomerOtherInfoFields>;
