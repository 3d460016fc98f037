import {
  emptyFormValues,
  mapAll,
  prefilledValues,
  readBackValues,
  type FormMappedKey,
  type PrefillMappedKey,
  type ReadBackMappedKey,
} from '../../step-fields';
import {
  CUSTOMER_OTHER_INFO_FIELDS,
  IDENTIFICATION_FIELDS,
  PERSONAL_OTHER_INFO_FIELDS,
  type CustomerOtherInfoFields,
  type IdentificationFields,
  type OtherInfoRow,
  type PersonalOtherInfoFields,
} from './fields';
import type {
  CustomerOtherInfoFormValues,
  CustomerOtherInfoRequest,
  IdentificationItem,
  PersonalOtherInfoItem,
} from './schemas';

/*
 * KYC tab 1's mappers, pure, where the form, the request and the read-back hold a field otherwise (step-fields.ts,
 * LEGACY): the form's values to the request, a stored row to the read-back's two objects, and back to the form's values.
 */

type FindingsKey = 'identificationFindings' | 'proofOfAddressFindings' | 'identificationMrz';

/**
 * Tab 1's form values: ids as strings, the two documents as base64 content beside their names, and the device's
 * photo quality findings the customer kept for each and what it read in the identity document's MRZ.
 */
export type OtherInfoValues = { [K in Exclude<keyof CustomerOtherInfoFormValues, FindingsKey>]-?: string } & Pick<
  CustomerOtherInfoFormValues,
  FindingsKey
>;

export const emptyOtherInfo = (): OtherInfoValues => ({
  ...emptyFormValues(CUSTOMER_OTHER_INFO_FIELDS),
  identificationName: '',
  identificationAttachment: '',
  proofOfAddressAttachmentName: '',
  proofOfAddressAttachment: '',
});

/** The request's entries the form does not hold: the account's email, given beside it. */
const FROM_FORM = {
  email: ({ email }) => ({ email }),
} satisfies Record<
  FormMappedKey<CustomerOtherInfoFields>,
  (form: { values: OtherInfoValues; email: string }) => object
>;

/** Product §3's identity and other info: the form's values (its fields, held as the request sends them, and the two documents), the account's email. */
export const otherInfoPayload = (
  values: OtherInfoValues,
  accountId: number,
  email: string,
): CustomerOtherInfoRequest => ({
  ...values,
  accountId,
  ...mapAll(FROM_FORM, { values, email }),
});

/** The other information's ids nested or renamed as the product reads them back in `identification`… */
const IDENTIFICATION_READ_BACK = {
  identificationType: (other) => ({ identificationType: { identificationTypeId: other.identification_type_id } }),
  proofOfAddressIdentificationType: (other) => ({
    proofOfAddressTypeId: { identificationTypeId: other.proof_of_address_type_id },
  }),
} satisfies Record<ReadBackMappedKey<IdentificationFields>, (other: OtherInfoRow) => object>;

/** …and in `personalOtherInfo`; the email is not read back. */
const PERSONAL_OTHER_INFO_READ_BACK = {
  email: () => ({}),
  intendedUse: (other) => ({ intendedUse: other.intended_use }),
  transactionVolume: (other) => ({ transVolumeId: { transactionVolumeId: other.transaction_volume_id } }),
  transactionFrequency: (other) => ({ transFrequencyId: { transactionFrequencyId: other.transaction_frequency_id } }),
  occupation: (other) => ({ occupation: { occupationId: other.occupation_id } }),
  industry: (other) => ({ industry: { industryId: other.industry_id } }),
  yearlyIncome: (other) => ({ incomes: other.income_id }),
} satisfies Record<ReadBackMappedKey<PersonalOtherInfoFields>, (other: OtherInfoRow) => object>;

/** individualAccounts' `identification` from the stored row, but its documents (the server's storage names them). */
export const identificationReadBack = (other: OtherInfoRow) => ({
  ...readBackValues(IDENTIFICATION_FIELDS, other),
  ...mapAll(IDENTIFICATION_READ_BACK, other),
});

/** individualAccounts' `personalOtherInfo` from the stored row. */
export const personalOtherInfoReadBack = (other: OtherInfoRow) => ({
  ...readBackValues(PERSONAL_OTHER_INFO_FIELDS, other),
  ...mapAll(PERSONAL_OTHER_INFO_READ_BACK, other),
});

/** The other information's form values (ids as text) from the read-back's nested or renamed ids, in `identification`… */
const IDENTIFICATION_PREFILLED = {
  identificationType: (read) => ({ identificationType: String(read.identificationType.identificationTypeId) }),
  proofOfAddressIdentificationType: (read) => ({
    proofOfAddressIdentificationType: String(read.proofOfAddressTypeId.identificationTypeId),
  }),
} satisfies Record<PrefillMappedKey<IdentificationFields>, (read: IdentificationItem) => Partial<OtherInfoValues>>;

/** …and in `personalOtherInfo`; the form does not hold the email. */
const PERSONAL_OTHER_INFO_PREFILLED = {
  email: () => ({}),
  intendedUse: (read) => ({ intendedUse: String(read.intendedUse) }),
  transactionVolume: (read) => ({ transactionVolume: String(read.transVolumeId.transactionVolumeId) }),
  transactionFrequency: (read) => ({ transactionFrequency: String(read.transFrequencyId.transactionFrequencyId) }),
  occupation: (read) => ({ occupation: String(read.occupation.occupationId) }),
  industry: (read) => ({ industry: String(read.industry.industryId) }),
  yearlyIncome: (read) => ({ yearlyIncome: String(read.incomes) }),
} satisfies Record<
  PrefillMappedKey<PersonalOtherInfoFields>,
  (read: PersonalOtherInfoItem) => Partial<OtherInfoValues>
>;

/** Tab 1's form values as saved (edit mode's prefill), with the two documents' contents the client downloaded. */
export const otherInfoFormValues = (
  identification: IdentificationItem,
  personalOtherInfo: PersonalOtherInfoItem,
  contents: { identificationAttachment: string; proofOfAddressAttachment: string },
): OtherInfoValues => ({
  ...emptyOtherInfo(),
  ...prefilledValues(IDENTIFICATION_FIELDS, identification),
  ...mapAll(IDENTIFICATION_PREFILLED, identification),
  ...prefilledValues(PERSONAL_OTHER_INFO_FIELDS, personalOtherInfo),
  ...mapAll(PERSONAL_OTHER_INFO_PREFILLED, personalOtherInfo),
  identificationName: identification.attachmentId.attachmentName,
  identificationAttachment: contents.identificationAttachment,
  proofOfAddressAttachmentName: identification.proofOfAddressName,
  proofOfAddressAttachment: contents.proofOfAddressAttachment,
});
