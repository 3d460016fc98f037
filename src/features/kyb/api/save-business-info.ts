import type * as v from 'valibot';
import {
  BUSINESS_INFO_FIELDS,
  businessIdentificationTypeFor,
  IDENTIFICATION_TYPE,
  mapAll,
  operationDurationText,
  requestValues,
  type BusinessInfoFields,
  type BusinessInfoForm,
  type BusinessInfoRequest,
  type FormDocument,
  type FormMappedKey,
} from '@/contract';
import { splitPhone } from '@/contract/phone-numbers';
import '@/contract/business-identifiers';

type BusinessInfo = v.InferOutput<typeof BusinessInfoForm>;

const attachment = (identificationType: number, document: FormDocument | null) => ({
  ...(document?.attachmentId ? { attachmentId: document.attachmentId } : {}),
  identificationType,
  identificationAttachment: document?.content ?? '',
  identificationName: document?.name ?? '',
});

/** The business information's request entries the form holds otherwise: the phone split, '{n} years', the identifier's type (TAXID, EIN, SIREN, …). */
const FROM_FORM = {
  identificationType: (form) => ({
    identificationType: businessIdentificationTypeFor(form.countryCodeOfIncorporation, form.identificationNumber),
  }),
  businessPhoneNumber: (form) => {
    const phone = splitPhone(form.businessPhoneNumber);
    return { businessPhoneNumber: phone.mobileNumber, businessPhoneNumberCountryCode: phone.countryCode };
  },
  businessPhoneNumberCountryCode: () => ({}),
  companyOperationDuration: (form) => ({
    companyOperationDuration: operationDurationText(form.companyOperationDuration),
  }),
} satisfies Record<FormMappedKey<BusinessInfoFields>, (form: BusinessInfo) => object>;

/** Product §3's business info payload from the form: its fields, those the form holds otherwise, the four documents. */
export function toBusinessInfoRequest(form: BusinessInfo, accountId: number): BusinessInfoRequest {
  return {
    accountId,
    ...requestValues(BUSINESS_INFO_FIELDS, form),
    ...mapAll(FROM_FORM, form),
    kybAttachments: [
      attachment(form.poaID, form.proofOfAddress),
      attachment(IDENTIFICATION_TYPE.certificateOfIncorporation, form.certificateOfIncorporation),
      attachment(IDENTIFICATION_TYPE.articleOfAssociation, form.articleOfAssociation),
      attachment(IDENTIFICATION_TYPE.otherEquivalentDocument, form.otherEquivalentDocument),
    ],
  };
}
