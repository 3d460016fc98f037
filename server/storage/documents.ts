/**
 * Uploaded documents (identity, proof of address, KYB papers, invoices) are stored in the database table
 * `documents` (content as bytea, beside owner, account, type, name, mime type, size, the id of the key that
 * sealed it, the device's photo quality findings the customer kept, and what the device read in an identity document's MRZ). The content is encrypted (AES-256-GCM, document-crypto.ts) under the server's document key and
 * bound to its row id; 'none' marks a row stored plain before encryption existed. Never on disk, never under the
 * web root, never logged: they are served back only through GET /api/v1/documents/{id} to their owner (and, once
 * submitted, GET /api/v1/review/documents/{id} to reviewers). This module is the only code that reads or writes
 * document rows; every function but the reviewers' read takes the owner and never returns another user's document.
 * A document a save replaced while the reviewers' last decision saw it is kept with `replaced_at` set: the reviewers
 * still open it (the old side of the change), the customer no longer sees it, and it goes with the next decision.
 *
 * Storing is two steps, so neither the CPU-heavy part nor the bulk of the bytes is inside the request's transaction
 * (on PGlite, the only database connection): sealUploads decodes, checks and encrypts, then writes the sealed
 * bytes as pieces of CHUNK_BYTES to document_chunks, each in its own short statement, before the transaction;
 * storeDocument inserts the document's row inside it. Pieces whose row never came are purged (purgeOrphanChunks).
 * A document sent on its own beforehand (a resumable upload, uploads.ts) already has its pieces, each sealed on its
 * own (sealed_by_piece); storeDocument makes that upload the document, consuming it inside the transaction.
 *
 * API: sealUploads and storeDocument (store, returns the id), nameForContent and pieceContext (for uploads.ts), purgeOrphanChunks, readDocument (content for the download), readDocumentForReview,
 * describeDocuments (names without content, for read-backs), readAccountDocuments (the case file), deleteDocuments, eraseAccountDocuments and eraseOwnerDocuments (retention), retireDocuments and deleteReplacedDocuments
 * (the old sides of changes), documentUrl, resealDocuments (key rotation).
 */
import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import {
  API_BASE,
  DOCUMENT_MAX_BYTES,
  PAYMENT_STATUS,
  documentPath,
  documentName,
  isKeptDocument,
  isUploadedDocument,
  sniffType,
  documentFault,
  type DocumentMimeType,
  type ServerDecoders,
  type KeptDocument,
  type MrzFindings,
  type PhotoFinding,
  type UploadedDocument,
  type MessageId,
  type MessageValues,
} from '../../src/contract';
import { messageText, SERVER_MESSAGES } from '../../src/contract/message-texts';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { openDocument, processKeyring, sealDocument } from './document-crypto';

/** The mime types a data URL or tus's filetype may declare, as ours. */
const DECLARED: Record<string, DocumentMimeType> = {
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/png': 'image/png',
  'application/pdf': 'application/pdf',
};

/** Canonical base64: decoding and encoding again gives it back (Node's codec, fast on megabytes, unlike a regex). */
const isBase64 = (text: string) => Buffer.from(text, 'base64').toString('base64') === text;
const KEY_ID_PLAIN = 'none';
/** Size of the pieces a document's sealed bytes are written in: each insert blocks PGlite only briefly. */
export const CHUNK_BYTES = 256 * 1024;
/** Pieces older than this without a document row belong to a request that never stored it. */
const ORPHAN_CHUNK_MS = 3_600_000;

/** A document as a payload carries it (the product's base64 fields, or the id of a resumable upload). */
export interface Upload {
  /** The payload field that carried it, so a refusal lands beside that field in the form. */
  field: string;
  /** The file name as the user picked it. */
  name: string;
  /** Base64 content, plain or as a data URL (data:application/pdf;base64,...), `{ uploadId }` or `{ documentId }`. */
  content: string | UploadedDocument | KeptDocument;
}

/** A checked and encrypted upload, waiting to be stored under its id. */
export interface SealedContent {
  id: string;
  name: string;
  mimeType: DocumentMimeType;
  size: number;
  keyId: string;
}

/** A resumable upload named by a payload: storeDocument checks and consumes it inside the transaction. */
export interface NamedUpload {
  id: string;
  name: string;
  uploaderUserId: string;
  field: string;
}

/** A document the payload names as one the account holds already: storeDocument checks it is and keeps it. */
export interface NamedDocument {
  keptId: string;
  field: string;
}

export type SealedUpload = SealedContent | NamedUpload | NamedDocument;

/** Where a stored document belongs. */
export interface DocumentOwner {
  ownerUserId: string;
  /** The account the document belongs to (null for a payment invoice). */
  accountId: number | null;
  /** What the document is (identification type id), when it has one. */
  identificationType: number | null;
  /** The device's photo quality findings the customer kept ("Use it anyway"), recorded with the document. */
  deviceFindings?: readonly PhotoFinding[];
  /** What the device read in the document's MRZ, compared with what was typed. */
  deviceMrz?: MrzFindings;
}

/**
 * The name a document is stored under, once a parse of its bytes gave its real type (`actual`); null, refused, when
 * they show none of ours, when its declared mime type (a data URL's, tus's filetype) is another, or when its name's
 * extension names another type (`evil.html`). A name without an extension gets the type's. The one check of both
 * paths: base64 in a step, and a resumable upload (when it completes, and again for the name the step gives it).
 */
export function nameForContent(
  name: string,
  declaredMimeType: string | null,
  actual: DocumentMimeType | null,
): string | null {
  if (!actual) return null;
  if (declaredMimeType !== null && DECLARED[declaredMimeType.toLowerCase()] !== actual) return null;
  return documentName(name, actual);
}

/** Context that binds a piece sealed on its own to its document and place. */
export const pieceContext = (id: string, position: number) => `${id}:${position}`;

/**
 * Checks an upload: valid base64, not empty, at most DOCUMENT_MAX_BYTES (else 413), a JPEG, PNG or PDF by a parse of
 * its header, named and declared as that type (nameForContent; else 400 '<name> is not a JPEG, PNG or PDF file'),
 * and that type all the way through (wholeDocumentFault: 400 dataAfterEnd, activePdf or notADocument).
 * Returns the bytes, the type and the name to store.
 */
export function checkDocument(
  name: string,
  base64: string,
  field = 'document',
): { bytes: Buffer; mimeType: DocumentMimeType; name: string } {
  const refuse = (status: 400 | 413, id: MessageId, values: MessageValues) =>
    HttpError.of(status, id, values, { fieldErrors: { [field]: messageText(id, values) } });
  const match = /^data:([^;,]+);base64,/.exec(base64);
  const raw = match ? base64.slice(match[0].length) : base64;
  const body = /\s/.test(raw) ? raw.replace(/\s+/g, '') : raw;
  if (body.length % 4 !== 0 || !isBase64(body)) throw refuse(400, 'fileNotBase64', { name });
  const size = (body.length / 4) * 3 - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);
  if (size === 0) throw refuse(400, 'fileEmpty', { name });
  if (size > DOCUMENT_MAX_BYTES) {
    throw refuse(413, 'fileTooLarge', {
      name,
      size: Number((size / (1024 * 1024)).toFixed(1)),
      limit: DOCUMENT_MAX_BYTES / (1024 * 1024),
    });
  }
  const bytes = Buffer.from(body, 'base64');
  const actual = sniffType(bytes);
  const storedName = nameForContent(name, match?.[1] ?? null, actual);
  if (!actual || !storedName) throw refuse(400, 'notADocument', { name });
  const fault = wholeDocumentFault(bytes, actual);
  if (fault) throw refuse(400, fault, { name });
  return { bytes, mimeType: actual, name: storedName };
}

/** The most a PDF's object stream may inflate to: far more than any real one's objects, far less than a zip bomb. */
const OBJECT_STREAM_MAX_BYTES = 16 * 1024 * 1024;
const SERVER_DECODERS: ServerDecoders = {
  expand: (data) => {
    try {
      return inflateSync(data, { maxOutputLength: OBJECT_STREAM_MAX_BYTES });
    } catch {
      return null;
    }
  },
  latin1: (bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1'),
};

/** documentFault (src/contract/document-checks.ts), with the PDF's compressed object streams read as well. */
export const wholeDocumentFault = (bytes: Uint8Array, type: DocumentMimeType) =>
  documentFault(bytes, type, SERVER_DECODERS);

/**
 * Checks (see checkDocument) and encrypts each upload, giving it its row id, and writes its sealed bytes in pieces;
 * returns them by field. Run it in the preparation phase of a request (register()), never inside its transaction:
 * every piece is its own statement and its own turn of the event loop, so other requests are served between them.
 */
export async function sealUploads(
  db: Db,
  uploaderUserId: string,
  uploads: Upload[],
): Promise<(field: string) => SealedUpload> {
  const sealedByField = new Map<string, SealedUpload>();
  for (const { field, name, content } of uploads) {
    if (isUploadedDocument(content)) {
      sealedByField.set(field, { id: content.uploadId, name, uploaderUserId, field });
      continue;
    }
    if (isKeptDocument(content)) {
      sealedByField.set(field, { keptId: content.documentId, field });
      continue;
    }
    await new Promise((resolve) => setImmediate(resolve));
    const { bytes, mimeType, name: storedName } = checkDocument(name, content, field);
    const id = randomUUID();
    const { keyId, sealed } = sealDocument(processKeyring(), bytes, id);
    sealedByField.set(field, { id, name: storedName, mimeType, size: bytes.length, keyId });
    for (let position = 0; position * CHUNK_BYTES < sealed.length; position++) {
      const content = sealed.subarray(position * CHUNK_BYTES, (position + 1) * CHUNK_BYTES);
      await db.insertInto('document_chunks').values({ document_id: id, position, content }).execute();
    }
  }
  return (field) => {
    const found = sealedByField.get(field);
    if (!found) throw new Error(`No upload was sealed for ${field}`);
    return found;
  };
}

/**
 * Consumes a finished upload of this user: its row goes, its pieces become the document's. 404 on its field when
 * there is none (unfinished, another user's, used already or purged).
 */
async function consumeUpload(
  db: Db,
  { id, name, uploaderUserId, field }: NamedUpload,
): Promise<SealedContent & { sealedByPiece: true }> {
  const row = await db
    .deleteFrom('uploads')
    .where('id', '=', id)
    .where('owner_user_id', '=', uploaderUserId)
    .whereRef('received', '=', 'length')
    .where('mime_type', 'is not', null)
    .returning(['length', 'mime_type', 'key_id'])
    .executeTakeFirst();
  if (!row?.mime_type) {
    throw HttpError.of(404, 'documentNotUploaded', undefined, {
      fieldErrors: { [field]: SERVER_MESSAGES.documentNotUploaded },
    });
  }
  // The step names the upload anew: that name, too, must be of the type the upload's bytes are (the transaction
  // rolls the consumption back otherwise).
  const storedName = nameForContent(name, null, row.mime_type);
  if (!storedName)
    throw HttpError.of(
      400,
      'notADocument',
      { name },
      { fieldErrors: { [field]: messageText('notADocument', { name }) } },
    );
  return { id, name: storedName, mimeType: row.mime_type, size: row.length, keyId: row.key_id, sealedByPiece: true };
}

/** The id of a document in use of this owner and account (not one replaced), else null. */
async function heldDocument(db: Db, id: string, { ownerUserId, accountId }: DocumentOwner) {
  if (accountId === null) return null;
  const row = await db
    .selectFrom('documents')
    .select('id')
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerUserId)
    .where('account_id', '=', accountId)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Stores the row of a sealed upload (its pieces are written already); returns its id. Run it inside the request's
 * transaction. A resumable upload is consumed here: exactly one document comes of it (a replay of the request is
 * answered from the idempotency store). An upload that became a document of the same account already (the same
 * photo for several people), or a document the payload names by id, is kept as it is, once checked to be a document
 * in use of the same owner and account: anything else is 404 on its field.
 */
export async function storeDocument(db: Db, sealedOrNamed: SealedUpload, owner: DocumentOwner): Promise<string> {
  const { ownerUserId, accountId, identificationType, deviceFindings, deviceMrz } = owner;
  if ('keptId' in sealedOrNamed) {
    const kept = await heldDocument(db, sealedOrNamed.keptId, owner);
    if (!kept)
      throw HttpError.of(404, 'noSuchDocument', undefined, {
        fieldErrors: { [sealedOrNamed.field]: SERVER_MESSAGES.noSuchDocument },
      });
    return kept;
  }
  if ('uploaderUserId' in sealedOrNamed) {
    const stored = await heldDocument(db, sealedOrNamed.id, owner);
    if (stored) return stored;
  }
  const upload =
    'uploaderUserId' in sealedOrNamed
      ? await consumeUpload(db, sealedOrNamed)
      : { ...sealedOrNamed, sealedByPiece: false };
  await db
    .insertInto('documents')
    .values({
      id: upload.id,
      owner_user_id: ownerUserId,
      account_id: accountId,
      identification_type: identificationType,
      name: upload.name,
      mime_type: upload.mimeType,
      size: upload.size,
      key_id: upload.keyId,
      content: new Uint8Array(0),
      chunked: true,
      sealed_by_piece: upload.sealedByPiece,
      device_findings: deviceFindings?.length ? JSON.stringify(deviceFindings) : null,
      device_mrz: deviceMrz ? JSON.stringify(deviceMrz) : null,
    })
    .execute();
  return upload.id;
}

/** Deletes the pieces of documents that were never stored (refused, failed or replayed requests). */
export async function purgeOrphanChunks(db: Db, now: Date) {
  await db
    .deleteFrom('document_chunks')
    .where('created_at', '<', new Date(now.getTime() - ORPHAN_CHUNK_MS))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('documents').select('documents.id').whereRef('documents.id', '=', 'document_chunks.document_id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('uploads').select('uploads.id').whereRef('uploads.id', '=', 'document_chunks.document_id')),
      ),
    )
    .execute();
}

export interface StoredDocument {
  id: string;
  accountId: number | null;
  name: string;
  mimeType: DocumentMimeType;
  size: number;
  content: Buffer;
}

/**
 * One document of this owner with its content; 404 when it does not exist or belongs to someone else. `authorize`
 * sees which account it belongs to (null: a payment's invoice) and throws to refuse, before the content is read
 * or decrypted.
 */
export async function readDocument(
  db: Db,
  ownerUserId: string,
  id: string,
  authorize: (accountId: number | null) => Promise<unknown>,
): Promise<StoredDocument> {
  const ofOwner = db
    .selectFrom('documents')
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerUserId)
    .where('replaced_at', 'is', null);
  const found = await ofOwner.select('account_id').executeTakeFirst();
  if (!found) throw HttpError.of(404, 'noSuchDocument');
  await authorize(found.account_id);
  const row = await ofOwner
    .select(['id', 'account_id', 'name', 'mime_type', 'size', 'key_id', 'content', 'chunked', 'sealed_by_piece'])
    .executeTakeFirst();
  if (!row) throw HttpError.of(404, 'noSuchDocument');
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    mimeType: row.mime_type,
    size: row.size,
    content: await plainContent(db, row),
  };
}

/**
 * One document with its content for a reviewer: only a document of an account sent for review (submitted_at set)
 * or the invoice of a confirmed payment request; anything else answers 404.
 */
export async function readDocumentForReview(db: Db, id: string): Promise<StoredDocument> {
  const row = await db
    .selectFrom('documents as d')
    .leftJoin('accounts as a', 'a.id', 'd.account_id')
    .select([
      'd.id',
      'd.account_id',
      'd.name',
      'd.mime_type',
      'd.size',
      'd.key_id',
      'd.content',
      'd.chunked',
      'd.sealed_by_piece',
    ])
    .where('d.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('a.submitted_at', 'is not', null),
        eb.exists(
          eb
            .selectFrom('payment_requests as p')
            .select('p.id')
            .whereRef('p.invoice_document_id', '=', 'd.id')
            .where('p.payment_status', '!=', PAYMENT_STATUS.pending),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw HttpError.of(404, 'noSuchDocument');
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    mimeType: row.mime_type,
    size: row.size,
    content: await plainContent(db, row),
  };
}

/**
 * Every document of an account with its content, the replaced ones too, oldest first: the case file's
 * (services/compliance/case-file.ts).
 */
export async function readAccountDocuments(db: Db, accountId: number) {
  const rows = await db
    .selectFrom('documents')
    .select([
      'id',
      'account_id',
      'name',
      'mime_type',
      'size',
      'key_id',
      'content',
      'chunked',
      'sealed_by_piece',
      'device_findings',
      'device_mrz',
      'created_at',
      'replaced_at',
    ])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const documents = [];
  for (const row of rows)
    documents.push({
      id: row.id,
      name: row.name,
      mimeType: row.mime_type,
      size: row.size,
      createdAt: row.created_at,
      replacedAt: row.replaced_at,
      deviceFindings: row.device_findings,
      deviceMrz: row.device_mrz,
      content: await plainContent(db, row),
    });
  return documents;
}

/** Deletes every document of an account, and its pieces (retention's erasure, services/compliance/retention.ts). */
export async function eraseAccountDocuments(db: Db, accountId: number) {
  const deleted = await db.deleteFrom('documents').where('account_id', '=', accountId).returning('id').execute();
  await deleteChunksOf(
    db,
    deleted.map((row) => row.id),
  );
}

/**
 * Deletes every document of an owner, an account's or a payment's, and its pieces (an erasure:
 * services/compliance/retention.ts).
 */
export async function eraseOwnerDocuments(db: Db, ownerUserId: string) {
  const deleted = await db.deleteFrom('documents').where('owner_user_id', '=', ownerUserId).returning('id').execute();
  await deleteChunksOf(
    db,
    deleted.map((row) => row.id),
  );
}

/** The sealed bytes of a document: its row's content, or its pieces in order. */
async function sealedContent(db: Db, row: { id: string; content: Uint8Array; chunked: boolean }) {
  if (!row.chunked) return Buffer.from(row.content);
  const pieces = await db
    .selectFrom('document_chunks')
    .select('content')
    .where('document_id', '=', row.id)
    .orderBy('position')
    .execute();
  return Buffer.concat(pieces.map((piece) => piece.content));
}

async function plainContent(
  db: Db,
  row: { id: string; key_id: string; content: Uint8Array; chunked: boolean; sealed_by_piece: boolean },
) {
  if (row.sealed_by_piece) {
    const pieces = await db
      .selectFrom('document_chunks')
      .select(['position', 'content'])
      .where('document_id', '=', row.id)
      .orderBy('position')
      .execute();
    return Buffer.concat(
      pieces.map((piece) =>
        openDocument(processKeyring(), row.key_id, piece.content, pieceContext(row.id, piece.position)),
      ),
    );
  }
  const sealed = await sealedContent(db, row);
  return row.key_id === KEY_ID_PLAIN ? sealed : openDocument(processKeyring(), row.key_id, sealed, row.id);
}

/**
 * Key rotation: seals again, under the current key, every document sealed under another key (or stored plain),
 * a batch at a time. Returns how many it rewrote. Old keys can leave DOCUMENT_KEYS_OLD once this returns 0.
 */
export async function resealDocuments(db: Db, batchSize = 100): Promise<number> {
  const keyring = processKeyring();
  let rewritten = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('documents')
        .select(['id', 'key_id', 'content', 'chunked', 'sealed_by_piece'])
        .where('key_id', '!=', keyring.current.id)
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of rows) {
        const { keyId, sealed } = sealDocument(keyring, await plainContent(trx, row), row.id);
        await trx
          .updateTable('documents')
          .set({ key_id: keyId, content: sealed, chunked: false, sealed_by_piece: false })
          .where('id', '=', row.id)
          .execute();
        if (row.chunked) await trx.deleteFrom('document_chunks').where('document_id', '=', row.id).execute();
      }
      return rows.length;
    });
    rewritten += done;
    if (done < batchSize) return rewritten;
  }
}

/** Names and types of this owner's documents (no content), by id. */
export async function describeDocuments(db: Db, ownerUserId: string, ids: string[]) {
  if (ids.length === 0)
    return new Map<
      string,
      {
        name: string;
        mimeType: DocumentMimeType;
        size: number;
        deviceFindings: PhotoFinding[];
        deviceMrz: MrzFindings | null;
      }
    >();
  const rows = await db
    .selectFrom('documents')
    .select(['id', 'name', 'mime_type', 'size', 'device_findings', 'device_mrz'])
    .where('id', 'in', ids)
    .where('owner_user_id', '=', ownerUserId)
    .where('replaced_at', 'is', null)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        mimeType: row.mime_type,
        size: row.size,
        deviceFindings: row.device_findings ? (JSON.parse(row.device_findings) as PhotoFinding[]) : [],
        deviceMrz: row.device_mrz ? (JSON.parse(row.device_mrz) as MrzFindings) : null,
      },
    ]),
  );
}

/** Deletes documents of this owner (e.g. the ones a new upload replaced). */
export async function deleteDocuments(db: Db, ownerUserId: string, ids: string[]) {
  if (ids.length === 0) return;
  const deleted = await db
    .deleteFrom('documents')
    .where('id', 'in', ids)
    .where('owner_user_id', '=', ownerUserId)
    .returning('id')
    .execute();
  await deleteChunksOf(
    db,
    deleted.map((row) => row.id),
  );
}

/** Keeps documents of this owner that a save replaced for the reviewers only (see the top of this module). */
export async function retireDocuments(db: Db, ownerUserId: string, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .updateTable('documents')
    .set({ replaced_at: now })
    .where('id', 'in', ids)
    .where('owner_user_id', '=', ownerUserId)
    .execute();
}

/** Deletes the replaced documents kept for the reviewers of this account (its next decision has come). */
export async function deleteReplacedDocuments(db: Db, accountId: number) {
  const deleted = await db
    .deleteFrom('documents')
    .where('account_id', '=', accountId)
    .where('replaced_at', 'is not', null)
    .returning('id')
    .execute();
  await deleteChunksOf(
    db,
    deleted.map((row) => row.id),
  );
}

async function deleteChunksOf(db: Db, ids: string[]) {
  if (ids.length > 0) await db.deleteFrom('document_chunks').where('document_id', 'in', ids).execute();
}

/** The URL a read-back gives for a document (GET it with the bearer token; the client's fetchDocument does). */
export const documentUrl = (id: string) => API_BASE + documentPath(id);
