import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_IDENTITY_FIELDS, mapAll, prefilledValues, type CustomerIdentityFields, type IndividualAccount, type PrefillMappedKey } from '@/contract';
import { api } from '@/app/api';
import { readFileAsAttachment, rememberStoredDocument } from '@/offline';
import { emptyIdentity, type IdentityValues } from './save-identity';
import { emptyOtherInfo, type OtherInfoValues } from './save-other-info';

export interface KycPrefill {
  statusId: number;
  identity: IdentityValues | null;
  other: OtherInfoValues | null;
}

type PersonalInfo = NonNullable<IndividualAccount['personalInfo']>;

/** The identity's form values where the form or the read-back shape them otherwise. */
const PREFILLED = {
  email: (info) => ({ email: info.emailAddress }),
  mobileCountryCode: (info) => ({ phone: info.mobileNumberOne }),
  mobileNumber: () => ({}),
  countryOfResidence: (info) => ({ countryOfResidence: info.countryOfResidence.countryCode }),
  stateOfResidence: (info) => ({ stateOfResidence: String(info.stateOfResidence.stateId) }),
  cityOfResidence: (info) => ({ cityOfResidence: info.cityOfResidence.cityId === null ? '' : String(info.cityOfResidence.cityId) }),
  cityOfResidenceName: (info) => ({ cityOfResidenceName: info.cityOfResidence.cityName ?? '' }),
  nationality: (info) => ({ nationality: info.nationality.countryCode }),
  verificationCode: (info) => ({ verificationCode: info.identityNumber }),
  verificationType: (info) => ({ verificationType: info.identityType }),
  politicallyExposed: (info) => ({ IsPoliticallyExposed: String(info.isPoliticallyExposed) }),
} satisfies Record<PrefillMappedKey<CustomerIdentityFields>, (info: PersonalInfo) => Partial<IdentityValues>>;

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
    ...prefilledValues(CUSTOMER_IDENTITY_FIELDS, personalInfo),
    ...mapAll(PREFILLED, personalInfo),
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
