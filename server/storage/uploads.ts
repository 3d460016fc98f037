/**
 * Resumable document uploads (tus 1.0, served by @tus/server in routes/uploads): one row in `uploads` per upload
 * (owner, announced length, bytes received, declared name and type, the key that seals it), its received bytes in
 * document_chunks under the upload's id, each piece (about CHUNK_BYTES, or what arrived before a cut) sealed on its
 * own under the document key with the context `<id>:<position>` (documents.ts pieceContext). Never plaintext on
 * disk. The upload's id becomes the document's id when a step attaches it (documents.ts storeDocument), which
 * removes the upload row. Every lookup here is bound to the user who created the upload: anyone else gets 404.
 * An upload made on a phone with a hand-off's capture grant belongs to the hand-off's user and names the hand-off
 * (handoff_id); the grant reaches only the uploads of its hand-off.
 * Unfinished uploads are purged a day after their last byte, finished ones no step attached after a week; a cancelled
 * hand-off's unfinished ones at once. A create that fails (its body refused, the client gone) leaves no row.
 * Creates are counted per user (and per hand-off) in rate_limits, and one user's creates take a transaction-level
 * advisory lock so the quota of bytes waiting to be attached holds across concurrent requests and instances.
 */
import { DataStore, ERRORS, Upload } from '@tus/server';
import { sql } from 'kysely';
import type { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, sniffType } from '../../src/contract';
import type { MessageId, MessageValues } from '../../src/contract/messages';
import { refusalBody } from '../http/errors';
import type { Db } from '../db';
import { processKeyring, sealDocument, openDocument } from './document-crypto';
import { CHUNK_BYTES, nameForContent, pieceContext, wholeDocumentFault } from './documents';
import { recordAudit } from '../services/compliance/audit';
import type { CaptureGrant } from '../services/onboarding/handoffs';
import { countHit } from '../services/shared/rate-limit';

export const UNFINISHED_UPLOAD_MS = 24 * 3_600_000;
export const UNATTACHED_UPLOAD_MS = 7 * 24 * 3_600_000;
/**
 * What one user may hold in uploads no step attached yet: every document of the largest step (a KYB ownership
 * step of 30 people with two documents each, and its structure) at the size limit, with room for one more step.
 */
export const MAX_PENDING_UPLOAD_BYTES = 2 * (2 * 30 + 1) * DOCUMENT_MAX_BYTES;
/** Creates one user may make in UPLOAD_CREATE_WINDOW_MS: the largest step's 61 documents, with room for retries. */
export const UPLOAD_CREATE_LIMIT = 100;
export const UPLOAD_CREATE_WINDOW_MS = 10 * 60_000;
/** A phone's grant is for one document field: what it may create per window and hold unattached at once. */
export const HANDOFF_UPLOAD_CREATE_LIMIT = 20;
export const HANDOFF_MAX_PENDING_UPLOADS = 10;
export const HANDOFF_MAX_PENDING_BYTES = 4 * DOCUMENT_MAX_BYTES;

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A refusal in tus's shape, with a JSON body like every other answer of the API. */
const refusal = (status_code: number, id: MessageId, values?: MessageValues) => ({
  status_code,
  body: JSON.stringify(refusalBody(id, values)),
});

interface UploadRow {
  id: string;
  length: number;
  received: number;
  pieces: number;
  file_name: string;
  file_type: string;
  mime_type: string | null;
  key_id: string;
  created_at: Date;
}

/** Who a request comes from: a signed-in user, or a phone with a hand-off's capture grant (then `handoff` is set). */
export interface UploadCaller {
  userId: string;
  handoff?: CaptureGrant;
  /** Set by a create: the route drops this upload when the request does not end in 201. */
  createdUploadId?: string;
}

/** The tus data store of our uploads. `caller` is who sends the request being served. */
export class UploadStore extends DataStore {
  constructor(
    private readonly deps: { db: Db; now: () => Date },
    private readonly caller: () => UploadCaller,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  private async row(id: string): Promise<UploadRow> {
    // Ids are ours (namingFunction: randomUUID); anything else names no upload, and PostgreSQL would refuse it as a uuid.
    if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const { userId, handoff } = this.caller();
    let query = this.deps.db.selectFrom('uploads').selectAll().where('id', '=', id).where('owner_user_id', '=', userId);
    if (handoff) query = query.where('handoff_id', '=', handoff.handoffId);
    const row = await query.executeTakeFirst();
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return row;
  }

  override async create(upload: Upload): Promise<Upload> {
    const fileName = upload.metadata?.filename?.trim() ?? '';
    const fileType = upload.metadata?.filetype?.toLowerCase() ?? '';
    if (fileName === '' || fileName.length > 255) throw refusal(400, 'uploadNeedsFileName');
    if (!(DOCUMENT_TYPES as readonly string[]).includes(fileType))
      throw refusal(400, 'notADocument', { name: fileName });
    if (!upload.size || upload.size > DOCUMENT_MAX_BYTES)
      throw upload.size ? refusal(413, 'uploadTooLarge') : refusal(400, 'uploadEmpty');
    const size = upload.size;
    const now = this.deps.now();
    const caller = this.caller();
    const { userId, handoff } = caller;
    await limitCreates(this.deps.db, now, caller);
    await this.deps.db.transaction().execute(async (trx) => {
      // One user's creates (desktop and phone, on any instance) queue here: the room is read and taken in one step.
      await sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${userId}`}, 0))`.execute(trx);
      await checkRoom(trx, caller, size);
      await trx
        .insertInto('uploads')
        .values({
          id: upload.id,
          owner_user_id: userId,
          length: size,
          file_name: fileName,
          file_type: fileType,
          key_id: processKeyring().current.id,
          created_at: now,
          updated_at: now,
          handoff_id: handoff?.handoffId ?? null,
        })
        .execute();
      if (handoff)
        await recordAudit(trx, handoff.user, {
          subjectType: 'handoff',
          subjectId: handoff.handoffId,
          action: 'handoff_uploaded',
          details: { uploadId: upload.id, fileName, size },
        });
    });
    caller.createdUploadId = upload.id;
    upload.creation_date = now.toISOString();
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    let row = await this.row(id);
    // The server stopped between the last piece and the type check: check now.
    if (row.received === row.length && row.mime_type === null) row = await this.finish(row);
    return new Upload({
      id,
      size: row.length,
      offset: row.received,
      metadata: { filename: row.file_name, filetype: row.file_type },
      creation_date: row.created_at.toISOString(),
    });
  }

  /**
   * Stores what arrives from `offset` on, sealed in pieces; a piece is written as soon as it is whole, and what came
   * before a cut is written too, so the next HEAD tells the client to send only the rest.
   */
  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const row = await this.row(id);
    if (row.received !== offset) throw ERRORS.INVALID_OFFSET;
    let received = row.received;
    let position = row.pieces;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const plain = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      await this.storePiece(row, position, received, plain);
      position += 1;
      received += plain.length;
    };
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= CHUNK_BYTES) await flush();
      }
    } finally {
      await flush();
    }
    if (received === row.length) await this.finish({ ...row, received, pieces: position });
    return received;
  }

  private async storePiece(row: UploadRow, position: number, received: number, plain: Buffer) {
    const keyring = processKeyring();
    const key = keyring.byId.get(row.key_id);
    if (!key) throw refusal(410, 'uploadKeyRetired');
    const { sealed } = sealDocument(
      { ...keyring, current: { id: row.key_id, key } },
      plain,
      pieceContext(row.id, position),
    );
    await this.deps.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('uploads')
        .set({ received: received + plain.length, pieces: position + 1, updated_at: this.deps.now() })
        .where('id', '=', row.id)
        .where('received', '=', received)
        .where('pieces', '=', position)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw ERRORS.INVALID_OFFSET;
      await trx.insertInto('document_chunks').values({ document_id: row.id, position, content: sealed }).execute();
    });
  }

  /** The complete upload's type by a parse of its header: kept when it is the declared one and that all the way through (wholeDocumentFault), else the upload is deleted and refused. */
  private async finish(row: UploadRow): Promise<UploadRow> {
    const pieces = await this.deps.db
      .selectFrom('document_chunks')
      .select(['position', 'content'])
      .where('document_id', '=', row.id)
      .orderBy('position')
      .execute();
    const keyring = processKeyring();
    // The whole file: a JPEG's header (its APPn segments before the frame header) may run past the first piece.
    const content = Buffer.concat(
      pieces.map((piece) => openDocument(keyring, row.key_id, piece.content, pieceContext(row.id, piece.position))),
    );
    const actual = sniffType(content);
    const fault =
      !actual || !nameForContent(row.file_name, row.file_type, actual)
        ? 'notADocument'
        : wholeDocumentFault(content, actual);
    if (fault) {
      await deleteUploads(this.deps.db, [row.id]);
      throw refusal(400, fault, { name: row.file_name });
    }
    await this.deps.db.updateTable('uploads').set({ mime_type: actual }).where('id', '=', row.id).execute();
    return { ...row, mime_type: actual };
  }

  /** Termination (DELETE) of an unfinished upload of the caller. */
  override async remove(id: string): Promise<void> {
    const row = await this.row(id);
    await deleteUploads(this.deps.db, [row.id]);
  }
}

/** Counts the create (refused ones too) for the user, or for the hand-off when a phone sends it: 429 past the limit. */
async function limitCreates(db: Db, now: Date, { userId, handoff }: UploadCaller) {
  const [bucket, limit] = handoff
    ? [`upload-create:handoff:${handoff.handoffId}`, HANDOFF_UPLOAD_CREATE_LIMIT]
    : [`upload-create:${userId}`, UPLOAD_CREATE_LIMIT];
  const { hits } = await countHit(db, now, bucket, UPLOAD_CREATE_WINDOW_MS);
  if (hits > limit) throw refusal(429, 'tooManyUploads');
}

/** How many uploads, of how many bytes, a user holds (or, given a hand-off, that hand-off's phone added). */
async function held(db: Db, userId: string, handoffId?: string) {
  let query = db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.countAll<number>().as('uploads'),
      eb.fn.coalesce(eb.fn.sum<number>('length'), eb.lit(0)).as('bytes'),
    ])
    .where('owner_user_id', '=', userId);
  if (handoffId) query = query.where('handoff_id', '=', handoffId);
  const row = await query.executeTakeFirstOrThrow();
  return { uploads: Number(row.uploads), bytes: Number(row.bytes) };
}

/** Under the user's lock: room for `size` more bytes waiting to be attached, and within what a phone's grant may hold. */
async function checkRoom(db: Db, { userId, handoff }: UploadCaller, size: number) {
  if ((await held(db, userId)).bytes + size > MAX_PENDING_UPLOAD_BYTES) throw refusal(429, 'tooManyPendingUploads');
  if (!handoff) return;
  const byPhone = await held(db, userId, handoff.handoffId);
  if (byPhone.uploads >= HANDOFF_MAX_PENDING_UPLOADS || byPhone.bytes + size > HANDOFF_MAX_PENDING_BYTES)
    throw refusal(429, 'handoffUploadsFull');
}

/** A create whose request failed (body refused, client gone): its row and pieces go, so it holds no room. */
export async function discardUpload(db: Db, ownerUserId: string, id: string) {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerUserId)
    .executeTakeFirst();
  if (row) await deleteUploads(db, [row.id]);
}

/** Every upload of this user, finished or not, and its pieces (an erasure: services/compliance/retention.ts). */
export async function deleteUserUploads(db: Db, ownerUserId: string) {
  const rows = await db.selectFrom('uploads').select('id').where('owner_user_id', '=', ownerUserId).execute();
  await deleteUploads(
    db,
    rows.map((row) => row.id),
  );
}

/** A cancelled hand-off's unfinished uploads: nobody can finish them, so they stop holding room. Finished ones stay (the desktop may attach them). */
export async function dropUnfinishedHandoffUploads(db: Db, ownerUserId: string, handoffId: string) {
  const rows = await db
    .selectFrom('uploads')
    .select('id')
    .where('handoff_id', '=', handoffId)
    .where('owner_user_id', '=', ownerUserId)
    .where('mime_type', 'is', null)
    .execute();
  await deleteUploads(
    db,
    rows.map((row) => row.id),
  );
}

/** The content of a finished upload a hand-off brought to this user, opened from its pieces; null when there is none. */
export async function readUpload(db: Db, ownerUserId: string, id: string, handoffId: string) {
  const row = await db
    .selectFrom('uploads')
    .select(['file_name', 'mime_type', 'key_id'])
    .where('id', '=', id)
    .where('owner_user_id', '=', ownerUserId)
    .where('handoff_id', '=', handoffId)
    .where('mime_type', 'is not', null)
    .executeTakeFirst();
  if (!row?.mime_type) return null;
  const pieces = await db
    .selectFrom('document_chunks')
    .select(['position', 'content'])
    .where('document_id', '=', id)
    .orderBy('position')
    .execute();
  const keyring = processKeyring();
  const content = Buffer.concat(
    pieces.map((piece) => openDocument(keyring, row.key_id, piece.content, pieceContext(id, piece.position))),
  );
  return { name: row.file_name, type: row.mime_type, content };
}

/** In the caller's transaction when there is one (a route's), else in one of its own. */
async function deleteUploads(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  const remove = async (trx: Db) => {
    await trx.deleteFrom('uploads').where('id', 'in', ids).execute();
    await trx.deleteFrom('document_chunks').where('document_id', 'in', ids).execute();
  };
  await (db.isTransaction ? remove(db) : db.transaction().execute(remove));
}

/** Deletes uploads unfinished a day after their last byte, and finished ones no step attached within a week. Returns how many. */
export async function purgeUploads(db: Db, now: Date): Promise<number> {
  const stale = await db
    .selectFrom('uploads')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('mime_type', 'is', null), eb('updated_at', '<', new Date(now.getTime() - UNFINISHED_UPLOAD_MS))]),
        eb('updated_at', '<', new Date(now.getTime() - UNATTACHED_UPLOAD_MS)),
      ]),
    )
    .execute();
  await deleteUploads(
    db,
    stale.map((row) => row.id),
  );
  return stale.length;
}
