import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';
import { readFileAsAttachment, rememberStoredDocument } from '@/offline';
import { identityFormValues, type IdentityValues } from '@/contract/steps/kyc-identity/mappers';
import { otherInfoFormValues, type OtherInfoValues } from '@/contract/steps/kyc-other-info/mappers';

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
  const identity: IdentityValues | null = personalInfo && identityFormValues(personalInfo, email);
  let other: OtherInfoValues | null = null;
  if (identification && personalOtherInfo) {
    const [identificationAttachment, proofOfAddressAttachment] = await Promise.all([
      documentContent(identification.attachmentId.attachment, identification.attachmentId.attachmentName),
      documentContent(identification.proofOfAddressDoc, identification.proofOfAddressName),
    ]);
    other = otherInfoFormValues(identification, personalOtherInfo, {
      identificationAttachment,
      proofOfAddressAttachment,
    });
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
