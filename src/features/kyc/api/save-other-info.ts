import type { CustomerOtherInfoFormValues, CustomerOtherInfoRequest } from '@/contract';

type FindingsKey = 'identificationFindings' | 'proofOfAddressFindings' | 'identificationMrz';

/**
 * Tab 1's form values: ids as strings, the two documents as base64 content beside their names, and the device's
 * photo quality findings the customer kept for each and what it read in the identity document's MRZ.
 */
export type OtherInfoValues = { [K in Exclude<keyof CustomerOtherInfoFormValues, FindingsKey>]-?: string } & Pick<CustomerOtherInfoFormValues, FindingsKey>;

export const emptyOtherInfo = (): OtherInfoValues => ({
  identificationType: '',
  identificationNumber: '',
  identificationName: '',
  identificationAttachment: '',
  proofOfAddressIdentificationType: '',
  proofOfAddressAttachmentName: '',
  proofOfAddressAttachment: '',
  intendedUse: '',
  transactionVolume: '',
  transactionFrequency: '',
  occupation: '',
  industry: '',
  yearlyIncome: '',
});

export const otherInfoPayload = (values: OtherInfoValues, accountId: number, email: string): CustomerOtherInfoRequest => ({ ...values, accountId, email });
