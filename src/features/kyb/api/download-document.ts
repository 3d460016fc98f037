import type { FormDocument } from '@/contract';
import { api } from '@/app/api';
import { readFileAsAttachment } from '@/offline';

/**
 * Product §7: a stored document is fetched as binary from its URL and turned into base64, so an edited step sends it
 * again like a newly picked one.
 */
export async function downloadDocument(url: string, name: string, attachmentId?: number): Promise<FormDocument> {
  const blob = await api.fetchDocument(url);
  const { content } = await readFileAsAttachment(new File([blob], name, { type: blob.type }));
  return { name, content, ...(attachmentId ? { attachmentId } : {}) };
}
