/**
 * Drafts in IndexedDB (see db.ts): values in `drafts`, every long string (a base64 document) in `attachments`,
 * rewritten only when it changed, so a debounced save after each keystroke stays a few kilobytes.
 */
import { describeBase64 } from './attachments';
import { offlineDb, type AttachmentRow, type AttachmentSlot, type OfflineDb } from './db';
import { currentUserId } from './scope';

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
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, path ? `${path}.${key}` : key)]));
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

export async function loadDraftIn<T>(scope: Scope, draftId: string): Promise<{ values: T; updatedAt: number } | undefined> {
  const { db, userId } = scope;
  return db.transaction('r', db.drafts, db.attachments, async () => {
    const row = await db.drafts.get({ userId, draftId });
    if (!row) return undefined;
    const attachments = await db.attachments.where({ userId, draftId }).toArray();
    const parts = new Map(attachments.map((a) => [a.path, a.content]));
    for (const a of attachments) written.set(writtenKey(scope, draftId, a.path), a.content);
    return { values: joinLargeStrings(row.values, parts) as T, updatedAt: row.updatedAt };
  });
}

export async function saveDraftIn(scope: Scope, draftId: string, values: unknown, now = Date.now()): Promise<void> {
  const { db, userId } = scope;
  const split = splitLargeStrings(values);
  await db.transaction('rw', db.drafts, db.attachments, async () => {
    const stored = await db.attachments.where({ userId, draftId }).primaryKeys();
    const stale = stored.filter(([, , path]) => !split.parts.has(path));
    if (stale.length) await db.attachments.bulkDelete(stale);
    const changed: AttachmentRow[] = [];
    for (const [path, content] of split.parts) {
      const key = writtenKey(scope, draftId, path);
      const isStored = stored.some(([, , storedPath]) => storedPath === path);
      if (isStored && written.get(key) === content) continue;
      const { type, size } = describeBase64(content);
      changed.push({ userId, draftId, path, name: path.split('.').pop() ?? path, type, size, content });
    }
    if (changed.length) await db.attachments.bulkPut(changed);
    await db.drafts.put({ userId, draftId, values: split.values, updatedAt: now });
    for (const row of changed) written.set(writtenKey(scope, draftId, row.path), row.content);
    for (const [, , path] of stale) written.delete(writtenKey(scope, draftId, path));
  });
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
