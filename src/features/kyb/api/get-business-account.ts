import { queryOptions } from '@tanstack/react-query';
import type { BusinessAccountResponse, BusinessInfoFormValues } from '@/contract';
import { businessInfoFormValues } from '@/contract/steps/kyb-business-info/mappers';
import { api } from '@/app/api';
import { downloadDocument } from './download-document';

/** GET /accounts/businessAccounts?account_id= (product §7: not refetched on window focus). */
export const businessAccountQuery = (accountId: number) =>
  queryOptions({
    queryKey: ['kyb', 'businessAccounts', accountId],
    queryFn: () => api.call('businessAccounts', { query: { account_id: accountId } }),
    refetchOnWindowFocus: false,
  });

/** Step 0's form as saved, its four documents downloaded; null when the step was never saved. */
export async function savedBusinessInfo({
  businessInfo: info,
  businessRegistrationAttachment: attachments,
}: BusinessAccountResponse): Promise<BusinessInfoFormValues | null> {
  if (!info) return null;
  const documents = await Promise.all(
    attachments.map((item) => downloadDocument(item.attachment, item.attachmentName, item.businessAttachmentId)),
  );
  return businessInfoFormValues(info, attachments, documents);
}
