import {
  CUSTOMER_OTHER_INFO_FIELDS,
  emptyFormValues,
  mapAll,
  type CustomerOtherInfoFields,
  type CustomerOtherInfoFormValues,
  type CustomerOtherInfoRequest,
  type FormMappedKey,
} from '@/contract';

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
