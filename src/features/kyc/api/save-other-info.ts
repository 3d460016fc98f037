import type * as v from 'valibot';
import type { CustomerOtherInfoFormValues, CustomerOtherInfoRequest, CustomerOtherInfoResponse } from '@/contract';
import type { Dependency } from '@/offline';
import { sendStep } from './send-step';

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

/** POST /accounts/saveCustomerOtherInfo through the outbox, after the identity step (its accountId is taken). */
export const saveOtherInfo = (stepId: string, body: CustomerOtherInfoRequest, dependsOn: Dependency[]) =>
  sendStep<v.InferOutput<typeof CustomerOtherInfoResponse>>({ stepId, endpoint: 'saveCustomerOtherInfo', input: { body }, dependsOn });
