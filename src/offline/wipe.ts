import { offlineDb } from './db';
import { forgetWrittenAttachments } from './drafts';
import { currentUserId } from './scope';
import { forgetDeviceKey } from './sealing';
import { forgetStoredDocuments } from './stored-documents';

/** Service worker caches that may hold a user's responses (sw/sw.ts names them with this prefix). */
export const PRIVATE_CACHE_PREFIX = 'payway-private';

/** The signed-in user's steps not yet accepted by the server and forms saved on this device only. */
export async function unsentWork(): Promise<{ steps: number; drafts: number }> {
  const userId = currentUserId();
  if (!userId) return { steps: 0, drafts: 0 };
  const db = offlineDb();
  const [steps, drafts] = await Promise.all([
    db.outbox
      .where('userId')
      .equals(userId)
      .filter((row) => row.state !== 'synced')
      .count(),
    db.drafts.where('userId').equals(userId).count(),
  ]);
  return { steps, drafts };
}

/**
 * This device's drafts of the user, with their documents, outbox, partial uploads and last-known lists: what the device
 * key sealed. The one way to remove them (sign-out's dialog, a password reset's new key).
 */
export async function removeDeviceDrafts(userId: string): Promise<void> {
  const db = offlineDb();
  const tables = [db.drafts, db.attachments, db.outbox, db.outboxInputs, db.uploads, db.lastKnown];
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((table) => table.where('userId').equals(userId).delete()));
  });
  forgetWrittenAttachments(userId);
}

/**
 * Sign-out: removes the device key and the cached private responses, and with `removeDrafts` the user's drafts,
 * documents, outbox, the state of partial uploads (the server purges their bytes a day later) and the lists last
 * loaded. Kept, they stay sealed until the same user signs in here again.
 */
export async function wipeUserData(userId: string, { removeDrafts }: { removeDrafts: boolean }): Promise<void> {
  if (removeDrafts) await removeDeviceDrafts(userId);
  else await offlineDb().lastKnown.where('userId').equals(userId).delete();
  await forgetDeviceKey(offlineDb(), userId);
  forgetStoredDocuments();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX)).map((name) => caches.delete(name)));
  }
}
