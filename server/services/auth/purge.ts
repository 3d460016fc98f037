import type { Db } from '../../db';

/**
 * Rows that protect nothing once their time is over (run by housekeeping, server/housekeeping.ts):
 * expired or revoked sessions, expired or used codes and passkey challenges (payments' too), rate-limit windows and sign-in failure counters long past.
 * Rate-limit windows are at most hours long (docs/deploying.md), so a week-old window is over.
 */
const RATE_LIMIT_KEEP_MS = 7 * 86_400_000;

export async function purgeExpiredSecurityRows(db: Db, now: Date, lockoutMinutes: number) {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', 'is not', null)]))
    .execute();
  await db
    .deleteFrom('codes')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('consumed_at', 'is not', null)]))
    .execute();
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', now).execute();
  await db.deleteFrom('payment_passkey_challenges').where('expires_at', '<', now).execute();
  await db
    .deleteFrom('rate_limits')
    .where('window_start', '<', new Date(now.getTime() - RATE_LIMIT_KEEP_MS))
    .execute();
  await db
    .deleteFrom('login_throttle')
    .where('updated_at', '<', new Date(now.getTime() - lockoutMinutes * 60_000))
    .execute();
}
