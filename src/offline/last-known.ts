import { offlineDb } from './db';
import { currentUserId } from './scope';
import { seal, unseal } from './sealing';

/**
 * The last answer of a private list (the accounts list), kept sealed on the device so the screen can show it
 * offline, marked with the time it was loaded. One row per list and user, replaced at each load, wiped at sign-out.
 */
export async function rememberAnswer(name: string, value: unknown): Promise<void> {
  const userId = currentUserId();
  if (!userId) return;
  const db = offlineDb();
  await db.lastKnown.put({ userId, name, savedAt: Date.now(), value: await seal(db, userId, value) });
}

/** The list as last loaded on this device and when, or null when it never was (or cannot be opened). */
export async function lastKnownAnswer<T>(name: string): Promise<{ value: T; savedAt: number } | null> {
  const userId = currentUserId();
  if (!userId) return null;
  const db = offlineDb();
  const row = await db.lastKnown.get([userId, name]);
  if (!row) return null;
  try {
    return { value: await unseal<T>(db, userId, row.value), savedAt: row.savedAt };
  } catch {
    return null;
  }
}
