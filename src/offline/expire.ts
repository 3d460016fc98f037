import type { OfflineDb } from './db';

/** A form saved on the device and untouched this long is deleted, for every user of the device (documents included). */
export const DRAFT_TTL_DAYS = 30;

export async function expireDrafts(db: OfflineDb, now = Date.now()): Promise<number> {
  const before = now - DRAFT_TTL_DAYS * 24 * 60 * 60_000;
  return db.transaction('rw', db.drafts, db.attachments, async () => {
    const expired = await db.drafts.where('updatedAt').below(before).toArray();
    for (const { userId, draftId } of expired) await db.attachments.where({ userId, draftId }).delete();
    await db.drafts.bulkDelete(expired.map((row) => [row.userId, row.draftId] as [string, string]));
    return expired.length;
  });
}
