import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db';

/**
 * TOTP two-factor sign-in (RFC 6238: SHA-1, 6 digits, 30 s). The secret lives in users.totp_secret, sealed
 * (storage/totp-secrets.ts: these functions take it opened), set up, then switched on by users.totp_enabled once a
 * code confirmed it; the last accepted time step per user lives in totp_replay_guard so no code is accepted twice.
 */
const ISSUER = 'Payway';
const PERIOD_SECONDS = 30;

const totpFor = (secret: string, email: string) =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export async function enrolmentView(secret: string, email: string) {
  const otpauthUrl = totpFor(secret, email).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCode };
}

/** True for a code of the current time step or a neighbour (clock drift), provided no later step was used already. */
export async function acceptTotpCode(db: Db, now: Date, userId: string, secret: string, code: string) {
  const delta = totpFor(secret, '').validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp: now.getTime() }) + delta;
  const accepted = await db
    .insertInto('totp_replay_guard')
    .values({ user_id: userId, last_step: step })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ last_step: step }).where('totp_replay_guard.last_step', '<', step),
    )
    .returning('last_step')
    .executeTakeFirst();
  return accepted !== undefined;
}

/** After a password reset asked for it (lost authenticator): how long two-factor sign-in stays before it is removed. */
export const TWO_FACTOR_REMOVAL_DELAY_MS = 7 * 24 * 3_600_000;

/** Two-factor sign-in off: the secret and any scheduled removal forgotten. Returns the user row as it is now. */
export const removeTwoFactor = (db: Db, userId: string) =>
  db
    .updateTable('users')
    .set({ totp_enabled: false, totp_secret: null, totp_key_id: null, totp_removal_due_at: null })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
