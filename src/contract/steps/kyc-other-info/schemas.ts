import * as v from 'valibot';
import { AccountIdSchema, fieldsObject } from '../../common';
import { DocumentBase64, DocumentName } from '../../documents';
import { MrzFindingsSchema } from '../../mrz-findings';
import { PhotoFindingsSchema } from '../../photo-findings';
import { formEntries, readBackEntries, requestEntries } from '../../step-fields';
import { attach } from '../../validation';
import { CUSTOMER_OTHER_INFO_FIELDS, IDENTIFICATION_FIELDS, PERSONAL_OTHER_INFO_FIELDS } from './fields';

/* KYC tab 1, other information and documents: form, request, read-back. */

const documentEntries = {
  identificationName: DocumentName(attach('yourIdentityDocument')),
  identificationAttachment: DocumentBase64(attach('yourIdentityDocument')),
  proofOfAddressAttachmentName: DocumentName(attach('yourProofOfAddress')),
  proofOfAddressAttachment: DocumentBase64(attach('yourProofOfAddress')),
  /** The device's photo quality findings the customer kept for each document ("Use it anyway"), if any. */
  identificationFindings: v.optional(PhotoFindingsSchema),
  proofOfAddressFindings: v.optional(PhotoFindingsSchema),
  /** What the device read in the identity document's MRZ, compared with what was typed (issue 34), when it tried. */
  identificationMrz: v.optional(MrzFindingsSchema),
};

/** The form of tab 1: product §5, it submits only when both documents are attached. */
export const CustomerOtherInfoForm = fieldsObject({ ...formEntries(CUSTOMER_OTHER_INFO_FIELDS), ...documentEntries });
export type CustomerOtherInfoFormValues = v.InferInput<typeof CustomerOtherInfoForm>;

/** POST /accounts/saveCustomerOtherInfo (product §3, identity and other info). */
export const CustomerOtherInfoRequest = fieldsObject({
  ...requestEntries(CUSTOMER_OTHER_INFO_FIELDS),
  ...documentEntries,
  accountId: AccountIdSchema,
});
export type CustomerOtherInfoRequest = v.InferInput<typeof CustomerOtherInfoRequest>;
export const CustomerOtherInfoResponse = v.object({ accountId: v.number(), personalAccountId: v.number() });

/** The identity documents as stored (individualAccounts' `identification`): their types nested, their URLs and names. */
export const IdentificationItem = v.object({
  ...readBackEntries(IDENTIFICATION_FIELDS),
  identificationType: v.object({ identificationTypeId: v.number() }),
  proofOfAddressTypeId: v.object({ identificationTypeId: v.number() }),
  /** attachment: the document's URL (GET it as binary with the bearer token). */
  attachmentId: v.object({ attachment: v.string(), attachmentName: v.string() }),
  proofOfAddressName: v.string(),
  /** The proof of address document's URL. */
  proofOfAddressDoc: v.string(),
});
export type IdentificationItem = v.InferOutput<typeof IdentificationItem>;

/** The other information as stored (individualAccounts' `personalOtherInfo`), its ids nested or renamed. */
export const PersonalOtherInfoItem = v.object({
  ...readBackEntries(PERSONAL_OTHER_INFO_FIELDS),
  industry: v.object({ industryId: v.number() }),
  incomes: v.number(),
  intendedUse: v.number(),
  occupation: v.object({ occupationId: v.number() }),
  transFrequencyId: v.object({ transactionFrequencyId: v.number() }),
  transVolumeId: v.object({ transactionVolumeId: v.number() }),
});
export type PersonalOtherInfoItem = v.InferOutput<typeof PersonalOtherInfoItem>;
