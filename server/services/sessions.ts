import type { Db } from '../db';
import { randomToken, sha256 } from './crypto';

/** Sessions (table sessions): the bearer token is random and only its hash is stored. */
export async function createSession(db: Db, now: Date, userId: string, ttlHours: number, meta: { userAgent?: string | null; ip?: string | null }) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
  await db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      expires_at: expiresAt,
      revoked_at: null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
      // The app's clock, not the database's: how long ago the session signed in decides what it may still do.
      created_at: now,
    })
    .execute();
  return { token, expiresAt };
}

export async function revokeSessions(db: Db, now: Date, userId: string) {
  await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** Signing out: the caller's session only. */
export async function revokeSession(db: Db, now: Date, tokenHash: string) {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
}
