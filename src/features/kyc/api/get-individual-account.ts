import { useQuery } from '@tanstack/react-query';
import {
  CUSTOMER_IDENTITY_FIELDS,
  IDENTIFICATION_FIELDS,
  mapAll,
  PERSONAL_OTHER_INFO_FIELDS,
  prefilledValues,
  type CustomerIdentityFields,
  type IdentificationFields,
  type IndividualAccount,
  type PersonalOtherInfoFields,
  type PrefillMappedKey,
} from '@/contract';
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
  cityOfResidence: (info) => ({
    cityOfResidence: info.cityOfResidence.cityId === null ? '' : String(info.cityOfResidence.cityId),
  }),
  cityOfResidenceName: (info) => ({ cityOfResidenceName: info.cityOfResidence.cityName ?? '' }),
  nationality: (info) => ({ nationality: info.nationality.countryCode }),
  verificationCode: (info) => ({ verificationCode: info.identityNumber }),
  verificationType: (info) => ({ verificationType: info.identityType }),
  politicallyExposed: (info) => ({ IsPoliticallyExposed: String(info.isPoliticallyExposed) }),
} satisfies Record<PrefillMappedKey<CustomerIdentityFields>, (info: PersonalInfo) => Partial<IdentityValues>>;

type Identification = NonNullable<IndividualAccount['identification']>;
type PersonalOtherInfo = NonNullable<IndividualAccount['personalOtherInfo']>;

/** The other information's form values (ids as text) from the read-back's nested or renamed ids, in `identification`… */
const IDENTIFICATION_PREFILLED = {
  identificationType: (read) => ({ identificationType: String(read.identificationType.identificationTypeId) }),
  proofOfAddressIdentificationType: (read) => ({
    proofOfAddressIdentificationType: String(read.proofOfAddressTypeId.identificationTypeId),
  }),
} satisfies Record<PrefillMappedKey<IdentificationFields>, (read: Identification) => Partial<OtherInfoValues>>;

/** …and in `personalOtherInfo`; the form does not hold the email. */
const PERSONAL_OTHER_INFO_PREFILLED = {
  email: () => ({}),
  intendedUse: (read) => ({ intendedUse: String(read.intendedUse) }),
  transactionVolume: (read) => ({ transactionVolume: String(read.transVolumeId.transactionVolumeId) }),
  transactionFrequency: (read) => ({ transactionFrequency: String(read.transFrequencyId.transactionFrequencyId) }),
  occupation: (read) => ({ occupation: String(read.occupation.occupationId) }),
  industry: (read) => ({ industry: String(read.industry.industryId) }),
  yearlyIncome: (read) => ({ yearlyIncome: String(read.incomes) }),
} satisfies Record<PrefillMappedKey<PersonalOtherInfoFields>, (read: PersonalOtherInfo) => Partial<OtherInfoValues>>;

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
      ...prefilledValues(IDENTIFICATION_FIELDS, identification),
      ...mapAll(IDENTIFICATION_PREFILLED, identification),
      ...prefilledValues(PERSONAL_OTHER_INFO_FIELDS, personalOtherInfo),
      ...mapAll(PERSONAL_OTHER_INFO_PREFILLED, personalOtherInfo),
      identificationName: identification.attachmentId.attachmentName,
      identificationAttachment,
      proofOfAddressAttachmentName: identification.proofOfAddressName,
      proofOfAddressAttachment,
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
