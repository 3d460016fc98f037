import * as v from 'valibot';
import { DocumentBase64, DocumentName } from '../../documents';
import { BUSINESS_INFO_FIELDS } from './fields';
import { AccountIdSchema, chosenId, IdSchema } from '../../common';
import { isValidPhone, PhoneSchema } from '../../phone';
import { cityChosenOrTyped, CityReadBack, postalCodeOfCountry } from '../../places';
import { IDENTIFICATION_TYPE } from '../../reference';
import { formEntries, readBackEntries, requestEntries } from '../../step-fields';
import { attach, choose, enter, say } from '../../validation';
import {
  BUSINESS_DOCUMENT_TYPES,
  businessIdentificationTypeFor,
  businessIdentifierChecked,
  FOUR_DOCUMENTS_MESSAGE,
  MIN_OPERATION_YEARS,
  RequiredDocument,
} from '../kyb-shared';

/* KYB step 0, the business information (its fields: ./fields.ts): form, request, read-back. */

/**
 * The business information form: the payload's fields, the phone in one international field, the duration as a
 * number of years, and the four documents (product §5: submits only when all four are attached and the phone is valid).
 */
export const BusinessInfoForm = v.pipe(
  v.object({
    ...formEntries(BUSINESS_INFO_FIELDS),
    sameAsLegalName: v.boolean(),
    businessPhoneNumber: PhoneSchema,
    companyOperationDuration: v.pipe(
      v.number(enter('howManyYearsTheCompanyHasOperated')),
      v.integer(say('wholeYears')),
      v.minValue(MIN_OPERATION_YEARS, say('atLeastYears', { min: MIN_OPERATION_YEARS })),
      v.maxValue(999, say('atMostYears', { max: 999 })),
    ),
    poaID: chosenId(choose('aProofOfAddressType')),
    proofOfAddress: RequiredDocument(attach('theProofOfAddress')),
    certificateOfIncorporation: RequiredDocument(attach('theCertificateOfIncorporation')),
    articleOfAssociation: RequiredDocument(attach('theArticleOfAssociation')),
    otherEquivalentDocument: RequiredDocument(say('attachAllFour')),
  }),
  cityChosenOrTyped('cityId', 'cityName', choose('orTypeTheCity')),
  businessIdentifierChecked(),
  postalCodeOfCountry('countryCodeOfResidence', 'postalCode', 'thePostalCode'),
  // Product §3: the trading name is the legal name when 'same as legal name' is ticked.
  v.transform((form) => ({ ...form, tradingName: form.sameAsLegalName ? form.legalName : form.tradingName })),
);
export type BusinessInfoFormValues = v.InferInput<typeof BusinessInfoForm>;

export const KybAttachment = v.object({
  /** The stored attachment this one replaces (editing). */
  attachmentId: v.optional(v.nullable(IdSchema)),
  identificationType: chosenId(choose('aDocumentType')),
  identificationAttachment: DocumentBase64(attach('theDocument')),
  identificationName: DocumentName(attach('theDocument')),
});

export const BusinessInfoRequest = v.pipe(
  v.object({
    ...requestEntries(BUSINESS_INFO_FIELDS),
    accountId: AccountIdSchema,
    kybAttachments: v.array(KybAttachment),
  }),
  cityChosenOrTyped('cityId', 'cityName', choose('orTypeTheCity')),
  postalCodeOfCountry('countryCodeOfResidence', 'postalCode', 'thePostalCode'),
  v.forward(
    v.partialCheck(
      [['countryCodeOfIncorporation'], ['identificationType'], ['identificationNumber']],
      (input) =>
        input.identificationType ===
        businessIdentificationTypeFor(input.countryCodeOfIncorporation, input.identificationNumber),
      "identificationType is TAXID for a business incorporated in NG, EIN in the US, else the country's identifier the number is (SIREN or SIRET in FR, …)",
    ),
    ['identificationType'],
  ),
  businessIdentifierChecked(),
  v.forward(
    v.partialCheck(
      [['businessPhoneNumberCountryCode'], ['businessPhoneNumber']],
      (input) => isValidPhone(input.businessPhoneNumberCountryCode + input.businessPhoneNumber),
      say('invalidPhone'),
    ),
    ['businessPhoneNumber'],
  ),
  v.forward(
    v.partialCheck(
      [['kybAttachments']],
      (input) => hasFourBusinessDocuments(input.kybAttachments.map((a) => a.identificationType)),
      FOUR_DOCUMENTS_MESSAGE,
    ),
    ['kybAttachments'],
  ),
);
export type BusinessInfoRequest = v.InferInput<typeof BusinessInfoRequest>;

/** One each of 8, 9 and 10, and one proof of address (any other type; the server checks its kind). */
export function hasFourBusinessDocuments(types: number[]) {
  if (types.length !== 4) return false;
  const fixed = BUSINESS_DOCUMENT_TYPES.map((type) => types.filter((t) => t === type).length);
  return fixed.every((count) => count === 1) && !types.includes(IDENTIFICATION_TYPE.ownershipStructure);
}

export const BusinessInfoResponse = v.object({ accountId: v.number(), businessInfoId: v.number() });

/** A stored document: `attachment` is its download URL (product §7: fetched as binary, turned into base64 to edit). */
export const BusinessAttachmentItem = v.object({
  businessAttachmentId: v.number(),
  attachmentName: v.string(),
  attachment: v.string(),
  identificationType: v.object({ identificationTypeId: v.number() }),
});
export type BusinessAttachmentItem = v.InferOutput<typeof BusinessAttachmentItem>;

/** The business information as stored; the product's names and shapes beside the fields read back as they are. */
export const BusinessInfoItem = v.object({
  businessInfoId: v.number(),
  ...readBackEntries(BUSINESS_INFO_FIELDS),
  /** International form, +2348031234567. */
  businessPhone: v.string(),
  identityType: v.string(),
  identityNumber: v.string(),
  stateOfResidence: v.object({ stateId: v.number() }),
  cityOfResidence: CityReadBack,
  natureOfBusiness: v.object({ natureOfBusinessId: v.number() }),
  countryOfIncorporation: v.object({ countryCode: v.string() }),
  countryOfResidence: v.object({ countryCode: v.string() }),
});
export type BusinessInfoItem = v.InferOutput<typeof BusinessInfoItem>;
