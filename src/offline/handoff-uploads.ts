/**
 * Phone hand-off (issue 20): the phone's capture page sends with its capture grant instead of a session, and the
 * desktop names the phone's upload when it sends the step, instead of uploading the same bytes again. The uploads
 * the desktop took from a hand-off are kept in memory, by content fingerprint, for this page's life: after a
 * reload the document is simply uploaded again (the phone's upload is purged a week later).
 */
import { API_BASE, UPLOADS_PATH } from '@/contract';
import { fingerprintOf } from './fingerprint';
import type { DocumentTransfer } from './uploads';

/** A transfer bearing a hand-off's capture grant (tus, resumable); tus-js-client loads with the first document. */
export const grantTransfer =
  (grant: string): DocumentTransfer =>
  async (file, callbacks) =>
    (await import('./tus-transfer')).tusTransfer(() => grant)(file, callbacks);

const adopted = new Map<string, string>();

/** The desktop took this content from a hand-off's upload: a step carrying it names that upload. */
export function adoptUpload(content: string, uploadId: string) {
  adopted.set(fingerprintOf(content), `${API_BASE}${UPLOADS_PATH}/${uploadId}`);
}

/** The upload URL of content taken from a hand-off (if the server used it already, it answers 404 and the document is uploaded again). */
export const adoptedUpload = (fingerprint: string): string | undefined => adopted.get(fingerprint);
