import { queryOptions } from '@tanstack/react-query';
import {
  BUSINESS_ACTIVITY_FIELDS,
  BUSINESS_INFO_FIELDS,
  BUSINESS_PEP,
  COMPLIANCE_FIELDS,
  IDENTIFICATION_TYPE,
  mapAll,
  operationDurationYears,
  prefilledValues,
  yesNoChoiceOf,
  type BusinessAccountResponse,
  type BusinessActivityFields,
  type BusinessActivityFormValues,
  type BusinessActivityItem,
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
  companyOperationDuration: (info) => ({
    companyOperationDuration: operationDurationYears(info.companyOperationDuration),
  }),
} satisfies Record<PrefillMappedKey<BusinessInfoFields>, (info: BusinessInfoItem) => Partial<BusinessInfoFormValues>>;

/** Step 0's form as saved, its four documents downloaded; null when the step was never saved. */
export async function businessInfoFormValues({
  businessInfo: info,
  businessRegistrationAttachment: attachments,
}: BusinessAccountResponse): Promise<BusinessInfoFormValues | null> {
  if (!info) return null;
  const documents = await Promise.all(
    attachments.map((item) => downloadDocument(item.attachment, item.attachmentName, item.businessAttachmentId)),
  );
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

/** The business activity's form values where the read-back nests or renames them: the ids as text, the PEP names after a yes. */
const ACTIVITY_PREFILLED = {
  intendedUse: (activity) => ({ intendedUse: String(activity.intendedUse) }),
  transactionVolume: (activity) => ({ transactionVolume: String(activity.transactionVolume.transactionVolumeId) }),
  typeOfFinancialTransaction: (activity) => ({
    typeOfFinancialTransaction: String(activity.financialTransactionType.transactionTypeId),
  }),
  transactionFrequency: (activity) => ({
    transactionFrequency: String(activity.transactionFrequency.transactionFrequencyId),
  }),
  pepId: (activity) => ({ pepId: String(activity.businessPep.businessPepId) }),
  pepFullnames: (activity) => ({
    pepFullnames: activity.businessPep.businessPepId === BUSINESS_PEP.yes ? activity.businessPep.pepFullnames : [],
  }),
} satisfies Record<
  PrefillMappedKey<BusinessActivityFields>,
  (activity: BusinessActivityItem) => Partial<BusinessActivityFormValues>
>;

export function activityFormValues({
  businessActivities: activity,
}: BusinessAccountResponse): BusinessActivityFormValues | null {
  if (!activity) return null;
  return { ...prefilledValues(BUSINESS_ACTIVITY_FIELDS, activity), ...mapAll(ACTIVITY_PREFILLED, activity) };
}

/** The regulatory answers' form values where the form or the read-back name them otherwise. */
const COMPLIANCE_PREFILLED = {
  complianceRegulator: (company) => ({ isComplianceRegulator: yesNoChoiceOf(company.isBusinessRegistered) }),
  regulatorNumber: (company) => ({ regulatorNumber: company.regNumber }),
  complianceIssue: (company) => ({ isComplianceIssue: yesNoChoiceOf(company.isBusinessPenalized) }),
  investigationDetail: (company) => ({ investigationDetail: company.penalizedDetail }),
  sanctioned: (company) => ({ isSanctioned: yesNoChoiceOf(company.isSanctioned) }),
} satisfies Record<
  PrefillMappedKey<ComplianceFields>,
  (company: RegulatoryCompanyItem) => Partial<ComplianceFormValues>
>;

export function complianceFormValues({
  regulatoryCompany: company,
}: BusinessAccountResponse): ComplianceFormValues | null {
  if (!company) return null;
  return { ...prefilledValues(COMPLIANCE_FIELDS, company), ...mapAll(COMPLIANCE_PREFILLED, company) };
}
