import { offlineDb } from './db';
import { forgetWrittenAttachments } from './drafts';
import { currentUserId } from './scope';
import { forgetDeviceKey } from './sealing';
import { forgetStoredDocuments } from './stored-documents';

/** Service worker caches that may hold a user's responses (sw/sw.ts names them with this prefix). */
export const PRIVATE_CACHE_PREFIX = 'payway-private';

/** Steps not yet accepted by the server, or forms saved on this device only, of the signed-in user. */
export async function hasUnsyncedWork(): Promise<boolean> {
  const userId = currentUserId();
  if (!userId) return false;
  const db = offlineDb();
  const [steps, drafts] = await Promise.all([
    db.outbox
      .where('userId')
      .equals(userId)
      .filter((row) => row.state !== 'synced')
      .count(),
    db.drafts.where('userId').equals(userId).count(),
  ]);
  return steps + drafts > 0;
}

/** The user's drafts, documents, outbox, partial uploads and last-known lists: what the device key sealed. */
export async function wipeSealedData(userId: string): Promise<void> {
  const db = offlineDb();
  const tables = [db.drafts, db.attachments, db.outbox, db.outboxInputs, db.uploads, db.lastKnown];
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((table) => table.where('userId').equals(userId).delete()));
  });
  forgetWrittenAttachments(userId);
}

/**
 * Sign-out: removes the user's drafts, documents, outbox, the state of partial uploads (the server purges their
 * bytes a day later), the lists last loaded, the device key and the cached private responses.
 */
export async function wipeUserData(userId: string): Promise<void> {
  await wipeSealedData(userId);
  await forgetDeviceKey(offlineDb(), userId);
  forgetStoredDocuments();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)).map((name) => caches.delete(name)));
  }
}
