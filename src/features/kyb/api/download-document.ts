import type { FormDocument } from '@/contract';
import { api } from '@/app/api';
import { readFileAsAttachment, rememberStoredDocument } from '@/offline';

/**
 * Product §7: a stored document is fetched as binary from its URL and turned into base64 for display; an edited step
 * that keeps it names the stored document instead of sending it again.
 */
export async function downloadDocument(url: string, name: string, attachmentId?: number): Promise<FormDocument> {
  const blob = await api.fetchDocument(url);
  const { content } = await readFileAsAttachment(new File([blob], name, { type: blob.type }));
  rememberStoredDocument({ name, content }, url);
  return { name, content, ...(attachmentId ? { attachmentId } : {}) };
}
