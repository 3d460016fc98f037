/** Who an email belongs to (table users), and the pace at which codes are mailed to it. */
import type { Db } from '../../db';
import { hitRateLimit } from '../shared/rate-limit';

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** Sending codes: one every 30 seconds and 5 in 15 minutes per email and purpose. */
export async function throttleCodeSending(db: Db, now: Date, purpose: string, email: string) {
  await hitRateLimit(db, now, `code-gap:${purpose}:${email}`, 1, 30_000, 'codeSentRecently');
  await hitRateLimit(db, now, `code-burst:${purpose}:${email}`, 5, 15 * 60_000, 'tooManyCodes');
}

/** Checking codes: 20 tries in 15 minutes per email and endpoint (`bucket`). */
export const throttleCodeChecking = (db: Db, now: Date, bucket: string, email: string) =>
  hitRateLimit(db, now, `validate:${bucket}:${email}`, 20, 15 * 60_000);
