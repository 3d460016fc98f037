import { queryOptions } from '@tanstack/react-query';
import {
  BUSINESS_INFO_FIELDS,
  BUSINESS_PEP,
  COMPLIANCE_FIELDS,
  IDENTIFICATION_TYPE,
  mapAll,
  operationDurationYears,
  prefilledValues,
  yesNoChoiceOf,
  type BusinessAccountResponse,
  type BusinessActivityFormValues,
  type BusinessInfoFields,
  type BusinessInfoFormValues,
  type BusinessInfoItem,
  type ComplianceFields,
  type ComplianceFormValues,
  type PrefillMappedKey,
  type RegulatoryCompanyItem,
} from '@/contract';
import { api } from '@/app/api';
import { downloadDocument } from './download-document';

/** GET /accounts/businessAccounts?account_id= (product §7: not refetched on window focus). */
export const businessAccountQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['kyb', 'businessAccounts', accountId],
    queryFn: () => api.call('businessAccounts', { query: { account_id: accountId } }),
    refetchOnWindowFocus: false,
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
  companyOperationDuration: (info) => ({ companyOperationDuration: operationDurationYears(info.companyOperationDuration) }),
} satisfies Record<PrefillMappedKey<BusinessInfoFields>, (info: BusinessInfoItem) => Partial<BusinessInfoFormValues>>;

/** Step 0's form as saved, its four documents downloaded; null when the step was never saved. */
export async function businessInfoFormValues({
  businessInfo: info,
  businessRegistrationAttachment: attachments,
}: BusinessAccountResponse): Promise<BusinessInfoFormValues | null> {
  if (!info) return null;
  const documents = await Promise.all(attachments.map((item) => downloadDocument(item.attachment, item.attachmentName, item.businessAttachmentId)));
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

export function activityFormValues({ businessActivities: activity }: BusinessAccountResponse): BusinessActivityFormValues | null {
  if (!activity) return null;
  return {
    intendedUse: String(activity.intendedUse),
    transactionVolume: String(activity.transactionVolume.transactionVolumeId),
    typeOfFinancialTransaction: String(activity.financialTransactionType.transactionTypeId),
    transactionFrequency: String(activity.transactionFrequency.transactionFrequencyId),
    pepId: String(activity.businessPep.businessPepId),
    sourceOfFund: activity.sourceOfFund,
    pepFullnames: activity.businessPep.businessPepId === BUSINESS_PEP.yes ? activity.businessPep.pepFullnames : [],
  };
}

/** The regulatory answers' form values where the form or the read-back name them otherwise. */
const COMPLIANCE_PREFILLED = {
  complianceRegulator: (company) => ({ isComplianceRegulator: yesNoChoiceOf(company.isBusinessRegistered) }),
  regulatorNumber: (company) => ({ regulatorNumber: company.regNumber }),
  complianceIssue: (company) => ({ isComplianceIssue: yesNoChoiceOf(company.isBusinessPenalized) }),
  investigationDetail: (company) => ({ investigationDetail: company.penalizedDetail }),
  sanctioned: (company) => ({ isSanctioned: yesNoChoiceOf(company.isSanctioned) }),
} satisfies Record<PrefillMappedKey<ComplianceFields>, (company: RegulatoryCompanyItem) => Partial<ComplianceFormValues>>;

export function complianceFormValues({ regulatoryCompany: company }: BusinessAccountResponse): ComplianceFormValues | null {
  if (!company) return null;
  return { ...prefilledValues(COMPLIANCE_FIELDS, company), ...mapAll(COMPLIANCE_PREFILLED, company) };
}
