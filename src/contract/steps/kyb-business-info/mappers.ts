import type * as v from 'valibot';
import '../../business-identifiers';
import { splitPhone } from '../../phone-numbers';
import { IDENTIFICATION_TYPE } from '../../reference';
import {
  emptyFormValues,
  mapAll,
  prefilledValues,
  readBackValues,
  requestValues,
  type FormMappedKey,
  type PrefillMappedKey,
  type ReadBackMappedKey,
} from '../../step-fields';
import {
  businessIdentificationTypeFor,
  MIN_OPERATION_YEARS,
  operationDurationText,
  operationDurationYears,
  type FormDocument,
} from '../kyb-shared';
import { BUSINESS_INFO_FIELDS, type BusinessInfoFields, type BusinessInfoRow } from './fields';
import type {
  BusinessAttachmentItem,
  BusinessInfoForm,
  BusinessInfoFormValues,
  BusinessInfoItem,
  BusinessInfoRequest,
} from './schemas';

/*
 * KYB step 0's mappers, pure, where the form, the request and the read-back hold a field otherwise (step-fields.ts,
 * LEGACY): the form's values to the request, a stored row to the read-back, the read-back to the form's values.
 * Imported by their own path: the phone's split and the identifier's type need their libraries (../../phone-numbers,
 * ../../business-identifiers).
 */

type BusinessInfo = v.InferOutput<typeof BusinessInfoForm>;

/** Step 0's form before anything is typed. */
export const EMPTY_BUSINESS_INFO: BusinessInfoFormValues = {
  ...emptyFormValues(BUSINESS_INFO_FIELDS),
  sameAsLegalName: false,
  businessPhoneNumber: '',
  companyOperationDuration: MIN_OPERATION_YEARS,
  poaID: '',
  proofOfAddress: null,
  certificateOfIncorporation: null,
  articleOfAssociation: null,
  otherEquivalentDocument: null,
};

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

/** The business information's fields in the product's read-back shapes, where they are not read back as stored. */
const READ_BACK = {
  countryCodeOfIncorporation: (info) => ({ countryOfIncorporation: { countryCode: info.country_of_incorporation } }),
  countryCodeOfResidence: (info) => ({ countryOfResidence: { countryCode: info.country_of_residence } }),
  stateId: (info) => ({ stateOfResidence: { stateId: info.state_id } }),
  cityId: (info) => ({ cityOfResidence: { cityId: info.city_id, cityName: info.city_name } }),
  cityName: () => ({}),
  identificationType: (info) => ({ identityType: info.identity_type }),
  identificationNumber: (info) => ({ identityNumber: info.identity_number }),
  businessPhoneNumber: (info) => ({
    businessPhone: `${info.business_phone_country_code}${info.business_phone_number}`,
  }),
  businessPhoneNumberCountryCode: () => ({}),
  natureOfBusiness: (info) => ({ natureOfBusiness: { natureOfBusinessId: info.nature_of_business_id } }),
} satisfies Record<ReadBackMappedKey<BusinessInfoFields>, (info: BusinessInfoRow) => object>;

/** businessAccounts' `businessInfo` from the stored row, but its id. */
export const businessInfoReadBack = (info: BusinessInfoRow) => ({
  ...readBackValues(BUSINESS_INFO_FIELDS, info),
  ...mapAll(READ_BACK, info),
});

const FIXED_DOCUMENTS = {
  [IDENTIFICATION_TYPE.certificateOfIncorporation]: 'certificateOfIncorporation',
  [IDENTIFICATION_TYPE.articleOfAssociation]: 'articleOfAssociation',
  [IDENTIFICATION_TYPE.otherEquivalentDocument]: 'otherEquivalentDocument',
} as const;

/** The business information's form values where the form or the read-back shape them otherwise. */
const PREFILLED = {
  countryCodeOfIncorporation: (info) => ({ countryCodeOfIncorporation: info.countryOfIncorporation.countryCode }),
  countryCodeOfResidence: (info) => ({ countryCodeOfResidence: info.countryOfResidence.countryCode }),
  stateId: (info) => ({ stateId: String(info.stateOfResidence.stateId) }),
  cityId: (info) => ({ cityId: info.cityOfResidence.cityId === null ? '' : String(info.cityOfResidence.cityId) }),
  cityName: (info) => ({ cityName: info.cityOfResidence.cityName ?? '' }),
  identificationType: () => ({}),
  identificationNumber: (info) => ({ identificationNumber: info.identityNumber }),
  businessPhoneNumber: (info) => ({ businessPhoneNumber: info.businessPhone }),
  businessPhoneNumberCountryCode: () => ({}),
  natureOfBusiness: (info) => ({ natureOfBusiness: String(info.natureOfBusiness.natureOfBusinessId) }),
  companyOperationDuration: (info) => ({
    companyOperationDuration: operationDurationYears(info.companyOperationDuration),
  }),
} satisfies Record<PrefillMappedKey<BusinessInfoFields>, (info: BusinessInfoItem) => Partial<BusinessInfoFormValues>>;

/** Step 0's form as saved, with its documents as the client downloaded them (in the attachments' order). */
export function businessInfoFormValues(
  info: BusinessInfoItem,
  attachments: BusinessAttachmentItem[],
  documents: FormDocument[],
): BusinessInfoFormValues {
  const values: BusinessInfoFormValues = {
    ...prefilledValues(BUSINESS_INFO_FIELDS, info),
    ...mapAll(PREFILLED, info),
    sameAsLegalName: info.tradingName !== '' && info.tradingName === info.legalName,
    poaID: '',
    proofOfAddress: null,
    certificateOfIncorporation: null,
    articleOfAssociation: null,
    otherEquivalentDocument: null,
  };
  attachments.forEach((item, index) => {
    const type = item.identificationType.identificationTypeId;
    const field = FIXED_DOCUMENTS[type as keyof typeof FIXED_DOCUMENTS];
    if (field) values[field] = documents[index];
    else {
      values.poaID = String(type);
      values.proofOfAddress = documents[index];
    }
  });
  return values;
}
