/**
 * Documents of a submitted step travel on their own before it (product §5, docs/offline.md): each one found in the
 * step's input (a contract field of DOCUMENT_NAME_FIELDS holding base64) is uploaded with tus, then the input names
 * it as `{ uploadId }`. The state of each is a row of `uploads` (db.ts): written when the step is queued (so the
 * offline bar counts it), updated with the upload's URL and the acknowledged bytes as they come, deleted with the
 * step once synced. Pure of browser globals: the transfer itself is injected (tus-transfer.ts in the app).
 */
import { ApiError, DOCUMENT_NAME_FIELDS } from '@/contract';
import { describeBase64 } from './attachments';
import type { OutboxRow, UploadRow } from './db';
import type { Scope } from './drafts';
import { fingerprintOf } from './fingerprint';
import { adoptedUpload, forgetAdoptedUpload } from './handoff-uploads';

export interface TransferFile {
  blob: Blob;
  name: string;
  type: string;
}

export interface TransferCallbacks {
  /** Resume here (a URL the server gave earlier); without it a new upload is created. */
  url?: string;
  /** The server created the upload: keep its URL to resume after a reload. */
  onUrl: (url: string) => void;
  /** The server holds this many bytes. */
  onAcknowledged: (bytes: number) => void;
}

/** Sends one file and resolves with its upload's URL once the server holds all of it; rejects with ApiError or NetworkError. */
export type DocumentTransfer = (file: TransferFile, callbacks: TransferCallbacks) => Promise<string>;

interface StepDocument {
  path: string;
  name: string;
  content: string;
}

const NAME_FIELDS: Record<string, string> = DOCUMENT_NAME_FIELDS;

/**
 * One document of a step for another field: the same content under the same name (one photo for several people).
 * Two files with the same bytes and other names stay two documents, each stored under its own name.
 */
export const sameDocumentKey = (document: { name: string; content: string }) =>
  fingerprintOf(`${document.name}\n${document.content}`);

/** Every document (base64 in a document field) of a step's input, with where it sits and its file name. */
export function documentsIn(input: unknown): StepDocument[] {
  const found: StepDocument[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, `${path}.${index}`));
    if (!value || typeof value !== 'object') return;
    for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
      const nameField = NAME_FIELDS[key];
      if (nameField && typeof field === 'string' && field !== '') {
        found.push({
          path: `${path}.${key}`,
          content: field,
          name: String((value as Record<string, unknown>)[nameField] ?? 'document'),
        });
      } else walk(field, `${path}.${key}`);
    }
  };
  walk((input as { body?: unknown } | undefined)?.body, 'body');
  return found;
}

export function setPath(target: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  const base = (target && typeof target === 'object' ? target : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = Array.isArray(base)
    ? ([...base] as unknown as Record<string, unknown>)
    : { ...base };
  copy[key!] = rest.length ? setPath(base[key!], rest, value) : value;
  return copy;
}

const accountIdOf = (input: unknown) => {
  const accountId = (input as { body?: { accountId?: unknown } } | undefined)?.body?.accountId;
  return typeof accountId === 'number' ? accountId : undefined;
};

/**
 * Records the documents of a step version as waiting to be uploaded; a document unchanged at its path keeps its
 * upload (an edited step sends only what changed). Call it inside the transaction that stores the step's input.
 */
export async function registerUploadsIn(scope: Scope, seq: number, input: unknown, now: number) {
  const { db, userId } = scope;
  const documents = documentsIn(input);
  const existing = new Map((await db.uploads.where({ userId, seq }).toArray()).map((row) => [row.path, row]));
  const kept = new Set<string>();
  for (const document of documents) {
    const fingerprint = fingerprintOf(document.content);
    kept.add(document.path);
    if (existing.get(document.path)?.fingerprint === fingerprint) continue;
    const { type, size } = describeBase64(document.content);
    // A document taken from a phone hand-off is already on the server: the step names the phone's upload.
    const fromPhone = adoptedUpload(fingerprint);
    await db.uploads.put({
      userId,
      seq,
      path: document.path,
      name: document.name,
      type,
      size,
      fingerprint,
      accountId: accountIdOf(input),
      ...(fromPhone ? { url: fromPhone, acknowledged: size, state: 'sent' } : { acknowledged: 0, state: 'waiting' }),
      updatedAt: now,
    });
  }
  const gone = [...existing.keys()].filter((path) => !kept.has(path));
  if (gone.length > 0) await db.uploads.bulkDelete(gone.map((path) => [userId, seq, path] as [string, number, string]));
}

function toBlob(content: string, type: string): Blob {
  const body = content.startsWith('data:') ? content.slice(content.indexOf(',') + 1) : content;
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

const uploadIdOf = (url: string) => decodeURIComponent(url.split('/').filter(Boolean).at(-1) ?? '');

/**
 * The input with each of its documents, one at a time, replaced by `{ uploadId }` of the upload `send` made of it;
 * the same content twice (one photo for several people) is uploaded once and named twice.
 */
async function nameUploads(input: unknown, send: (document: StepDocument) => Promise<string>): Promise<unknown> {
  let sendable = input;
  const sent = new Map<string, string>();
  for (const document of documentsIn(input)) {
    const key = sameDocumentKey(document);
    const url =
      sent.get(key) ??
      (await send(document).catch((error: unknown) => {
        // The upload's refusal belongs on the document's field of the form.
        if (error instanceof ApiError) {
          const field = document.path.slice('body.'.length);
          const fieldErrorIds = error.errorId ? { [field]: { id: error.errorId, values: error.errorValues } } : {};
          throw new ApiError(
            error.status,
            error.errorMessage,
            { [field]: error.errorMessage },
            error.errorId,
            error.errorValues,
            fieldErrorIds,
          );
        }
        throw error;
      }));
    sent.set(key, url);
    sendable = setPath(sendable, document.path.split('.'), { uploadId: uploadIdOf(url) });
  }
  return sendable;
}

/**
 * For a request that is never queued (a payment needs a live server): uploads its documents now. `sent` remembers
 * the upload of each document (sameDocumentKey), so a retry with the same idempotency key names the same upload.
 */
export function uploadDocumentsNow<T>(input: T, transfer: DocumentTransfer, sent: Map<string, string>): Promise<T> {
  return nameUploads(input, async (document) => {
    const known = sent.get(sameDocumentKey(document)) ?? adoptedUpload(fingerprintOf(document.content));
    if (known) return known;
    const { type } = describeBase64(document.content);
    const url = await transfer(
      { blob: toBlob(document.content, type), name: document.name, type },
      { onUrl: () => undefined, onAcknowledged: () => undefined },
    );
    sent.set(sameDocumentKey(document), url);
    return url;
  }) as Promise<T>;
}

/**
 * Uploads every document of the step not yet sent (resuming each where the server stands), one at a time, and
 * returns the input with each document named by its upload. A refusal of an upload (ApiError) names the
 * document's field, so the form shows it there.
 */
export async function sendStepDocuments(
  scope: Scope,
  row: OutboxRow,
  input: unknown,
  transfer: DocumentTransfer,
  now: () => number,
): Promise<unknown> {
  const { db, userId } = scope;
  const seq = row.seq!;
  return nameUploads(input, async (document) => {
    const key: [string, number, string] = [userId, seq, document.path];
    let upload = await db.uploads.get(key);
    if (!upload || upload.fingerprint !== fingerprintOf(document.content)) {
      await registerUploadsIn(scope, seq, input, now());
      upload = (await db.uploads.get(key))!;
    }
    if (upload.state === 'sent' && upload.url) return upload.url;
    await db.uploads.update(key, { state: 'sending', updatedAt: now() });
    let url: string;
    try {
      url = await transfer(
        { blob: toBlob(document.content, upload.type), name: upload.name, type: upload.type },
        {
          url: upload.url,
          onUrl: (created) => void db.uploads.update(key, { url: created, acknowledged: 0, updatedAt: now() }),
          onAcknowledged: (bytes) => void db.uploads.update(key, { acknowledged: bytes, updatedAt: now() }),
        },
      );
    } catch (error) {
      await db.uploads.update(key, { state: 'waiting', updatedAt: now() });
      throw error;
    }
    await db.uploads.update(key, { url, state: 'sent', acknowledged: upload.size, updatedAt: now() });
    return url;
  });
}

/**
 * After the server refused a step because an upload it named is gone (404 on a document field: purged, or used by
 * an earlier version, a phone's upload too), forgets those uploads so the next try sends the documents again. True
 * when it did.
 */
export async function forgetRefusedUploads(
  scope: Scope,
  row: OutboxRow,
  fieldErrors: Record<string, string>,
): Promise<boolean> {
  const { db, userId } = scope;
  const refused = (await db.uploads.where({ userId, seq: row.seq! }).toArray()).filter(
    (upload) => upload.path.slice('body.'.length) in fieldErrors,
  );
  if (refused.length === 0) return false;
  for (const upload of refused) forgetAdoptedUpload(upload.fingerprint);
  await db.uploads.bulkDelete(refused.map((upload) => [userId, upload.seq, upload.path] as [string, number, string]));
  return true;
}

/** Progress of one document for the UI. */
export type DocumentProgress = Pick<UploadRow, 'path' | 'name' | 'size' | 'acknowledged' | 'state'>;
