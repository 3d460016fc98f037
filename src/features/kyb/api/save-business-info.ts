import type * as v from 'valibot';
import {
  businessIdentificationTypeFor,
  IDENTIFICATION_TYPE,
  operationDurationText,
  type BusinessInfoForm,
  type BusinessInfoRequest,
  type FormDocument,
} from '@/contract';
import { splitPhone } from '@/contract/phone-numbers';

type BusinessInfo = v.InferOutput<typeof BusinessInfoForm>;

const attachment = (identificationType: number, document: FormDocument | null) => ({
  ...(document?.attachmentId ? { attachmentId: document.attachmentId } : {}),
  identificationType,
  identificationAttachment: document?.content ?? '',
  identificationName: document?.name ?? '',
});

/** Product §3's business info payload from the form: the phone split, '{n} years', TAXID or EIN, the four documents. */
export function toBusinessInfoRequest(form: BusinessInfo, accountId: number): BusinessInfoRequest {
  const phone = splitPhone(form.businessPhoneNumber);
  return {
    accountId,
    legalName: form.legalName,
    tradingName: form.tradingName,
    companyRegistrationNumber: form.companyRegistrationNumber,
    countryCodeOfIncorporation: form.countryCodeOfIncorporation,
    countryCodeOfResidence: form.countryCodeOfResidence,
    postalCode: form.postalCode,
    stateId: form.stateId,
    cityId: form.cityId,
    cityName: form.cityName,
    streetAddress: form.streetAddress,
    identificationType: businessIdentificationTypeFor(form.countryCodeOfIncorporation),
    identificationNumber: form.identificationNumber,
    businessPhoneNumber: phone.mobileNumber,
    businessPhoneNumberCountryCode: phone.countryCode,
    businessEmail: form.businessEmail,
    natureOfBusiness: form.natureOfBusiness,
    companyOperationDuration: operationDurationText(form.companyOperationDuration),
    kybAttachments: [
      attachment(form.poaID, form.proofOfAddress),
      attachment(IDENTIFICATION_TYPE.certificateOfIncorporation, form.certificateOfIncorporation),
      attachment(IDENTIFICATION_TYPE.articleOfAssociation, form.articleOfAssociation),
      attachment(IDENTIFICATION_TYPE.otherEquivalentDocument, form.otherEquivalentDocument),
    ],
  };
}
