/**
 * Drafts in IndexedDB (see db.ts): values in `drafts`, every long string (a base64 document) in `attachments`,
 * rewritten only when it changed, so a debounced save after each keystroke stays a few kilobytes. Both are sealed
 * with the user's device key (sealing.ts) before the write transaction and opened after the read one (WebCrypto
 * calls would end an IndexedDB transaction).
 */
import { describeBase64 } from './attachments';
import { offlineDb, SCHEMA_VERSION, type AttachmentRow, type AttachmentSlot, type OfflineDb } from './db';
import { fingerprintOf } from './fingerprint';
import { migrateDraftValues } from './shape-migrations';
import { adoptedUpload, readoptUpload } from './handoff-uploads';
import { currentUserId } from './scope';
import { seal, SealedWithoutKeyError, unseal } from './sealing';

/** Strings at least this long are stored out of line; ids, names and addresses never are. */
export const OUT_OF_LINE_CHARS = 2048;

export interface Scope {
  db: OfflineDb;
  userId: string;
}

const isSlot = (value: unknown): value is AttachmentSlot =>
  typeof value === 'object' && value !== null && typeof (value as AttachmentSlot).$attachment === 'string';

/** Replaces long strings by slots; returns the slimmed values and the cut-out strings by path. */
export function splitLargeStrings(values: unknown): { values: unknown; parts: Map<string, string> } {
  const parts = new Map<string, string>();
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string' && value.length >= OUT_OF_LINE_CHARS) {
      parts.set(path, value);
      return { $attachment: path } satisfies AttachmentSlot;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, path ? `${path}.${index}` : String(index)));
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, walk(item, path ? `${path}.${key}` : key)]),
      );
    }
    return value;
  };
  return { values: walk(values, ''), parts };
}

export function joinLargeStrings(values: unknown, parts: Map<string, string>): unknown {
  if (isSlot(values)) return parts.get(values.$attachment) ?? '';
  if (Array.isArray(values)) return values.map((item) => joinLargeStrings(item, parts));
  if (values && typeof values === 'object') {
    return Object.fromEntries(Object.entries(values).map(([key, item]) => [key, joinLargeStrings(item, parts)]));
  }
  return values;
}

/** Last content written per attachment row, so unchanged documents are not rewritten. */
const written = new Map<string, string>();
const writtenKey = (scope: Scope, draftId: string, path: string) => `${scope.userId}\u0000${draftId}\u0000${path}`;

export async function loadDraftIn<T>(
  scope: Scope,
  draftId: string,
): Promise<{ values: T; updatedAt: number; schemaVersion: number } | undefined> {
  const { db, userId } = scope;
  const stored = await db.transaction('r', db.drafts, db.attachments, async () => {
    const row = await db.drafts.get({ userId, draftId });
    return row && { row, attachments: await db.attachments.where({ userId, draftId }).toArray() };
  });
  if (!stored) return undefined;
  try {
    const values = await unseal(db, userId, stored.row.values);
    const parts = new Map(
      await Promise.all(
        stored.attachments.map(async (a) => [a.path, await unseal<string>(db, userId, a.content)] as const),
      ),
    );
    for (const [path, content] of parts) written.set(writtenKey(scope, draftId, path), content);
    for (const { path, handoffUploadUrl } of stored.attachments)
      if (handoffUploadUrl) readoptUpload(fingerprintOf(parts.get(path)!), handoffUploadUrl);
    const { schemaVersion } = stored.row;
    return {
      values: migrateDraftValues(draftId, joinLargeStrings(values, parts), schemaVersion) as T,
      updatedAt: stored.row.updatedAt,
      schemaVersion,
    };
  } catch (error) {
    // Sealed by this user's earlier session, and the key is not back yet: the draft stays on the device, unopened.
    if (error instanceof SealedWithoutKeyError) return undefined;
    throw error;
  }
}

export async function saveDraftIn(scope: Scope, draftId: string, values: unknown, now = Date.now()): Promise<void> {
  const { db, userId } = scope;
  const split = splitLargeStrings(values);
  const sealedValues = await seal(db, userId, split.values);
  // Only documents that changed since this tab last wrote them are sealed and written again.
  const sealedParts = new Map<string, { sealed: unknown; handoffUploadUrl?: string }>();
  for (const [path, content] of split.parts) {
    if (written.get(writtenKey(scope, draftId, path)) === content) continue;
    sealedParts.set(path, {
      sealed: await seal(db, userId, content),
      handoffUploadUrl: adoptedUpload(fingerprintOf(content)),
    });
  }
  const missing = await db.transaction('rw', db.drafts, db.attachments, async () => {
    const stored = await db.attachments.where({ userId, draftId }).primaryKeys();
    const stale = stored.filter(([, , path]) => !split.parts.has(path));
    if (stale.length) await db.attachments.bulkDelete(stale);
    const changed: AttachmentRow[] = [];
    const gone: string[] = [];
    for (const [path, content] of split.parts) {
      const part = sealedParts.get(path);
      if (part === undefined) {
        // Written by this tab before, yet removed since (another tab cleared the draft): written again below.
        if (!stored.some(([, , storedPath]) => storedPath === path)) gone.push(path);
        continue;
      }
      const { type, size } = describeBase64(content);
      const row: AttachmentRow = {
        userId,
        draftId,
        path,
        name: path.split('.').pop() ?? path,
        type,
        size,
        content: part.sealed as AttachmentRow['content'],
      };
      changed.push(part.handoffUploadUrl ? { ...row, handoffUploadUrl: part.handoffUploadUrl } : row);
    }
    if (gone.length) return gone;
    if (changed.length) await db.attachments.bulkPut(changed);
    await db.drafts.put({ userId, draftId, values: sealedValues, updatedAt: now, schemaVersion: SCHEMA_VERSION });
    for (const row of changed) written.set(writtenKey(scope, draftId, row.path), split.parts.get(row.path)!);
    for (const [, , path] of stale) written.delete(writtenKey(scope, draftId, path));
    return [];
  });
  if (missing.length === 0) return;
  for (const path of missing) written.delete(writtenKey(scope, draftId, path));
  await saveDraftIn(scope, draftId, values, now);
}

export async function clearDraftsIn(scope: Scope, draftIds: string[], unchangedSince?: number): Promise<void> {
  const { db, userId } = scope;
  await db.transaction('rw', db.drafts, db.attachments, async () => {
    for (const draftId of draftIds) {
      const row = await db.drafts.get({ userId, draftId });
      if (!row || (unchangedSince !== undefined && row.updatedAt > unchangedSince)) continue;
      await db.drafts.delete([userId, draftId]);
      await db.attachments.where({ userId, draftId }).delete();
    }
  });
  for (const key of [...written.keys()]) {
    if (draftIds.some((draftId) => key.startsWith(`${userId}\u0000${draftId}\u0000`))) written.delete(key);
  }
}

export function forgetWrittenAttachments(userId: string) {
  for (const key of [...written.keys()]) if (key.startsWith(`${userId}\u0000`)) written.delete(key);
}

const scopeOrThrow = (): Scope => {
  const userId = currentUserId();
  if (!userId) throw new Error('Drafts need a signed-in user.');
  return { db: offlineDb(), userId };
};

/** The signed-in user's draft, documents joined back in; undefined when none. */
export const loadDraft = <T>(draftId: string) => {
  const userId = currentUserId();
  return userId ? loadDraftIn<T>({ db: offlineDb(), userId }, draftId) : Promise.resolve(undefined);
};
/** Stores values as the signed-in user's draft (no debounce: hooks debounce). */
export const saveDraft = (draftId: string, values: unknown) => saveDraftIn(scopeOrThrow(), draftId, values);
/** Removes drafts (values and documents) of the signed-in user. */
export const clearDraft = (...draftIds: string[]) => {
  const userId = currentUserId();
  return userId ? clearDraftsIn({ db: offlineDb(), userId }, draftIds) : Promise.resolve();
};
