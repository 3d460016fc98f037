/**
 * The browser's document transfer (uploads.ts): tus-js-client against POST /api/v1/uploads, in pieces of
 * CHUNK_BYTES, resuming at the URL the outbox kept. No limit on the total time: a transfer is judged by progress,
 * and one with no byte sent or acknowledged for STALL_MS is aborted and resumed where the server stands.
 */
import { Upload, type DetailedError } from 'tus-js-client';
import {
  API_BASE,
  WEB_CLIENT,
  WEB_CLIENT_HEADER,
  ApiError,
  genericError,
  NetworkError,
  UPLOADS_PATH,
  type MessageId,
  type MessageValues,
} from '@/contract';
import type { DocumentTransfer } from './uploads';

/** One PATCH request: acknowledged every few seconds even on a slow link, and little to resend after a cut. */
export const CHUNK_BYTES = 512 * 1024;
export const STALL_MS = 30_000;
const STALL_CHECK_MS = 5_000;
/** tus-js-client's own resumes after a failure, before the outbox's back-off takes over. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

function toClientError(error: Error | DetailedError): Error {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const status = response?.getStatus() ?? 0;
  if (status < 400) return new NetworkError(error);
  let body: { errorMessage?: string; errorId?: string; errorValues?: MessageValues } = {};
  try {
    body = JSON.parse(response!.getBody()) as typeof body;
  } catch {
    body = { errorMessage: response!.getBody().trim() || undefined };
  }
  // An id this client may not know (a newer server's): errorText shows errorMessage for it.
  return body.errorMessage
    ? new ApiError(status, body.errorMessage, {}, body.errorId as MessageId | undefined, body.errorValues)
    : genericError(status);
}

/** Sent as the signed-in user (the session cookie), or with a hand-off's capture grant as the bearer token. */
export function tusTransfer({
  grant,
  chunkBytes = CHUNK_BYTES,
}: { grant?: string; chunkBytes?: number } = {}): DocumentTransfer {
  return (file, { url, onUrl, onAcknowledged }) =>
    new Promise((resolve, reject) => {
      let lastProgressAt = Date.now();
      const upload = new Upload(file.blob, {
        endpoint: new URL(API_BASE + UPLOADS_PATH, location.origin).href,
        uploadUrl: url ?? null,
        metadata: { filename: file.name, filetype: file.type },
        uploadSize: file.blob.size,
        chunkSize: chunkBytes,
        retryDelays: RETRY_DELAYS,
        // The outbox keeps the URL (db.ts uploads), per step and document.
        storeFingerprintForResuming: false,
        removeFingerprintOnSuccess: false,
        onBeforeRequest: (request) => {
          if (grant) request.setHeader('Authorization', `Bearer ${grant}`);
          request.setHeader(WEB_CLIENT_HEADER, WEB_CLIENT);
        },
        onUploadUrlAvailable: () => upload.url && onUrl(upload.url),
        onProgress: () => {
          lastProgressAt = Date.now();
        },
        onChunkComplete: (_chunk, accepted) => {
          lastProgressAt = Date.now();
          onAcknowledged(accepted);
        },
        onSuccess: () => {
          clearInterval(watchdog);
          resolve(upload.url!);
        },
        onError: (error) => {
          clearInterval(watchdog);
          reject(toClientError(error));
        },
      });
      const watchdog = setInterval(() => {
        if (Date.now() - lastProgressAt < STALL_MS) return;
        lastProgressAt = Date.now();
        void upload.abort().then(() => upload.start());
      }, STALL_CHECK_MS);
      upload.start();
    });
}
