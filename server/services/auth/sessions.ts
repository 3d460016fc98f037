import type { Db } from '../../db';
import type { SessionFactor } from '../../db/schema';
import { randomToken, sha256 } from '../shared/crypto';

export type { SessionFactor };

/** Whether a session proved a second factor: an authenticator code, or a passkey (user verification makes it two). */
export const hasSecondFactor = (factors: readonly SessionFactor[]) =>
  factors.includes('totp') || factors.includes('passkey');

/**
 * Sessions (table sessions): the bearer token is random and only its hash is stored; `factors` is what the sign-in
 * proved (the back office asks for a second factor of the session itself, not of the user).
 */
export async function createSession(
  db: Db,
  now: Date,
  userId: string,
  ttlHours: number,
  meta: { userAgent?: string | null; ip?: string | null },
  factors: SessionFactor[],
) {
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
      factors,
      // The app's clock, not the database's: how long ago the session signed in decides what it may still do.
      created_at: now,
    })
    .execute();
  return { token, expiresAt };
}

/** Every session of the user ends (sign out everywhere, an operator's reset). */
export async function revokeSessions(db: Db, now: Date, userId: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** A sign-in factor turned on or off, a passkey removed: every session but the one that did it ends. */
export async function revokeOtherSessions(db: Db, now: Date, userId: string, keptTokenHash: string) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keptTokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The session proved one more factor (it turned on TOTP with a code, or registered a passkey). */
export async function addSessionFactor(db: Db, tokenHash: string, factor: SessionFactor) {
  const session = await db
    .selectFrom('sessions')
    .select('factors')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirstOrThrow();
  if (session.factors.includes(factor)) return;
  await db
    .updateTable('sessions')
    .set({ factors: [...session.factors, factor] })
    .where('token_hash', '=', tokenHash)
    .execute();
}

/** Signing out: the caller's session only. */
export async function revokeSession(db: Db, now: Date, tokenHash: string) {
  await db.updateTable('sessions').set({ revoked_at: now }).where('token_hash', '=', tokenHash).execute();
}
