import { queryOptions } from '@tanstack/react-query';
import {
  BUSINESS_PEP,
  IDENTIFICATION_TYPE,
  operationDurationYears,
  yesNoChoiceOf,
  type BusinessAccountResponse,
  type BusinessActivityFormValues,
  type BusinessInfoFormValues,
  type ComplianceFormValues,
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

/** Step 0's form as saved, its four documents downloaded; null when the step was never saved. */
export async function businessInfoFormValues({
  businessInfo: info,
  businessRegistrationAttachment: attachments,
}: BusinessAccountResponse): Promise<BusinessInfoFormValues | null> {
  if (!info) return null;
  const documents = await Promise.all(attachments.map((item) => downloadDocument(item.attachment, item.attachmentName, item.businessAttachmentId)));
  const values: BusinessInfoFormValues = {
    legalName: info.legalName,
    sameAsLegalName: info.tradingName !== '' && info.tradingName === info.legalName,
    tradingName: info.tradingName,
    companyRegistrationNumber: info.companyRegistrationNumber,
    countryCodeOfIncorporation: info.countryOfIncorporation.countryCode,
    countryCodeOfResidence: info.countryOfResidence.countryCode,
    stateId: String(info.stateOfResidence.stateId),
    cityId: info.cityOfResidence.cityId === null ? '' : String(info.cityOfResidence.cityId),
    cityName: info.cityOfResidence.cityName ?? '',
    postalCode: info.postalCode,
    streetAddress: info.streetAddress,
    identificationNumber: info.identityNumber,
    businessPhoneNumber: info.businessPhone,
    businessEmail: info.businessEmail,
    natureOfBusiness: String(info.natureOfBusiness.natureOfBusinessId),
    companyOperationDuration: operationDurationYears(info.companyOperationDuration),
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

export function complianceFormValues({ regulatoryCompany: company }: BusinessAccountResponse): ComplianceFormValues | null {
  if (!company) return null;
  return {
    isComplianceRegulator: yesNoChoiceOf(company.isBusinessRegistered),
    nameOfRegulator: company.nameOfRegulator,
    regulatorNumber: company.regNumber,
    isComplianceIssue: yesNoChoiceOf(company.isBusinessPenalized),
    investigationDetail: company.penalizedDetail,
    isSanctioned: yesNoChoiceOf(company.isSanctioned),
  };
}
