/**
 * Phone hand-off (issue 20): the phone's capture page sends with its capture grant instead of a session, and the
 * desktop names the phone's upload when it sends the step, instead of uploading the same bytes again. The uploads
 * the desktop took from a hand-off are known by content fingerprint: in memory for this page's life, and in the
 * draft's attachment row (drafts.ts) so a reload before Submit still names the phone's upload; at Submit the
 * step's upload row takes it (uploads.ts), so a reload after Submit does too.
 */
import { API_BASE, UPLOADS_PATH } from '@/contract';
import { fingerprintOf } from './fingerprint';
import type { DocumentTransfer } from './uploads';

/**
 * A photo sent from the phone is acknowledged every this many bytes: a compressed photo (at most 600 KB) fits in one
 * of the desktop's pieces, and its progress bar would stay empty until the end. A browser's own upload progress is
 * no better: it counts what went into the socket's buffer, all of it at once, even while the link is cut.
 */
const PHONE_CHUNK_BYTES = 128 * 1024;

/** A transfer bearing a hand-off's capture grant (tus, resumable); tus-js-client loads with the first document. */
export const grantTransfer =
  (grant: string): DocumentTransfer =>
  async (file, callbacks) =>
    (await import('./tus-transfer')).tusTransfer({ grant, chunkBytes: PHONE_CHUNK_BYTES })(file, callbacks);

const adopted = new Map<string, string>();

/** The desktop took this content from a hand-off's upload: a step carrying it names that upload. */
export function adoptUpload(content: string, uploadId: string) {
  adopted.set(fingerprintOf(content), `${API_BASE}${UPLOADS_PATH}/${uploadId}`);
}

/** A draft's document that came from a hand-off, restored after a reload: known again by its upload's URL. */
export function readoptUpload(fingerprint: string, url: string) {
  adopted.set(fingerprint, url);
}

/** The upload URL of content taken from a hand-off. */
export const adoptedUpload = (fingerprint: string): string | undefined => adopted.get(fingerprint);

/** The server no longer holds that upload (an earlier version of the step used it): the document is uploaded again. */
export function forgetAdoptedUpload(fingerprint: string) {
  adopted.delete(fingerprint);
}
