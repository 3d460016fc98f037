import type { CustomerOtherInfoFormValues, CustomerOtherInfoRequest } from '@/contract';

/** Tab 1's form values: ids as strings, the two documents as base64 content beside their names. */
export type OtherInfoValues = { [K in keyof CustomerOtherInfoFormValues]-?: string };

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
