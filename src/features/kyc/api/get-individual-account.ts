import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';
import { readFileAsAttachment, rememberStoredDocument } from '@/offline';
import { emptyIdentity, type IdentityValues } from './save-identity';
import { emptyOtherInfo, type OtherInfoValues } from './save-other-info';

export interface KycPrefill {
  statusId: number;
  identity: IdentityValues | null;
  other: OtherInfoValues | null;
}

/** Product §7: a document URL fetched as binary, turned into base64 for display; kept unchanged, the step names it. */
async function documentContent(url: string, name: string) {
  const blob = await api.fetchDocument(url);
  const { content } = await readFileAsAttachment(new File([blob], name, { type: blob.type }));
  rememberStoredDocument({ name, content }, url);
  return content;
}

/** GET /accounts/individualAccounts?account_id= mapped onto the two tabs' form values, documents included. */
async function loadPrefill(accountId: number, email: string): Promise<KycPrefill> {
  const account = await api.call('individualAccounts', { query: { account_id: accountId } });
  const { personalInfo, identification, personalOtherInfo } = account;
  const identity: IdentityValues | null = personalInfo && {
    ...emptyIdentity(email),
    firstName: personalInfo.firstName,
    lastName: personalInfo.lastName,
    email: personalInfo.emailAddress,
    dob: personalInfo.dob,
    phone: personalInfo.mobileNumberOne,
    countryOfResidence: personalInfo.countryOfResidence.countryCode,
    stateOfResidence: String(personalInfo.stateOfResidence.stateId),
    cityOfResidence: personalInfo.cityOfResidence.cityId === null ? '' : String(personalInfo.cityOfResidence.cityId),
    cityOfResidenceName: personalInfo.cityOfResidence.cityName ?? '',
    postalCode: personalInfo.postalCode,
    streetAddress: personalInfo.streetAddress,
    nationality: personalInfo.nationality.countryCode,
    verificationType: personalInfo.identityType,
    verificationCode: personalInfo.identityNumber,
    IsPoliticallyExposed: String(personalInfo.isPoliticallyExposed),
  };
  let other: OtherInfoValues | null = null;
  if (identification && personalOtherInfo) {
    const [identificationAttachment, proofOfAddressAttachment] = await Promise.all([
      documentContent(identification.attachmentId.attachment, identification.attachmentId.attachmentName),
      documentContent(identification.proofOfAddressDoc, identification.proofOfAddressName),
    ]);
    other = {
      ...emptyOtherInfo(),
      identificationType: String(identification.identificationType.identificationTypeId),
      identificationNumber: identification.identificationNumber,
      identificationName: identification.attachmentId.attachmentName,
      identificationAttachment,
      proofOfAddressIdentificationType: String(identification.proofOfAddressTypeId.identificationTypeId),
      proofOfAddressAttachmentName: identification.proofOfAddressName,
      proofOfAddressAttachment,
      intendedUse: String(personalOtherInfo.intendedUse),
      transactionVolume: String(personalOtherInfo.transVolumeId.transactionVolumeId),
      transactionFrequency: String(personalOtherInfo.transFrequencyId.transactionFrequencyId),
      occupation: String(personalOtherInfo.occupation.occupationId),
      industry: String(personalOtherInfo.industry.industryId),
      yearlyIncome: String(personalOtherInfo.incomes),
    };
  }
  return { statusId: account.accountStatus.accountStatusId, identity, other };
}

/** Edit mode's prefill; read once per visit (the form and its draft take over from there). */
export const useKycPrefill = (accountId: number | undefined, email: string) =>
  useQuery({
    queryKey: ['kyc', 'prefill', accountId],
    queryFn: () => loadPrefill(accountId!, email),
    enabled: accountId !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
    refetchOnWindowFocus: false,
  });
