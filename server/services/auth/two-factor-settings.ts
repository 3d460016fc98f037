/**
 * Two-factor sign-in turned on and off from the settings (users.totp_secret sealed, users.totp_enabled): set-up and
 * switching off ask for the password again (5 tries in 15 minutes), codes 10 tries in 15 minutes. Either change ends
 * the user's other sessions; turning it on counts the code as this session's second factor.
 */
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { openTotpSecret, sealTotpSecret } from '../../storage/totp-secrets';
import { requireRightPassword, tryPassword } from './password-tries';
import { hitRateLimit } from '../shared/rate-limit';
import { addSessionFactor, revokeOtherSessions } from './sessions';
import { acceptTotpCode, enrolmentView, newTotpSecret, removeTwoFactor } from './two-factor';

const REAUTHENTICATION_TRIES = { limit: 5, windowMs: 15 * 60_000 };

const twoFactorOf = (db: Db, userId: string) =>
  db
    .selectFrom('users')
    .select(['email', 'password_hash', 'totp_secret', 'totp_key_id', 'totp_enabled'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

const hitCodeTries = (db: Db, now: Date, userId: string) => hitRateLimit(db, now, `totp:${userId}`, 10, 15 * 60_000);

export const twoFactorEnabled = async (db: Db, userId: string) => (await twoFactorOf(db, userId)).totp_enabled;

/** Before the transaction (argon2 is the slow part): the password typed again, counted as a try (password-tries.ts). */
export async function reauthenticate(db: Db, now: Date, userId: string, password: string) {
  const { password_hash } = await twoFactorOf(db, userId);
  return tryPassword(db, now, `reauthenticate:${userId}`, REAUTHENTICATION_TRIES, password_hash, password);
}

/** A new secret kept (sealed) until a code confirms it; its QR code to scan. */
export async function startTwoFactorSetup(
  db: Db,
  userId: string,
  password: { tryAllowed: boolean; passwordOk: boolean },
) {
  requireRightPassword(password);
  const current = await twoFactorOf(db, userId);
  if (current.totp_enabled) throw HttpError.of(400, 'twoFactorAlreadyOn');
  const secret = newTotpSecret();
  await db.updateTable('users').set(sealTotpSecret(userId, secret)).where('id', '=', userId).execute();
  return enrolmentView(secret, current.email);
}

type CallerSession = { userId: string; tokenHash: string };

/** Switched on by a code of the new secret. `email` is set when it changed now (the owner is told). */
export async function enableTwoFactor(db: Db, now: Date, { userId, tokenHash }: CallerSession, code: string) {
  await hitCodeTries(db, now, userId);
  const current = await twoFactorOf(db, userId);
  if (current.totp_enabled) return { email: null };
  const secret = openTotpSecret(userId, current);
  if (!secret) throw HttpError.of(400, 'startTwoFactorSetupFirst');
  if (!(await acceptTotpCode(db, now, userId, secret, code)))
    throw HttpError.of(400, 'incorrectCode', undefined, { commit: true });
  await db.updateTable('users').set({ totp_enabled: true }).where('id', '=', userId).execute();
  await addSessionFactor(db, tokenHash, 'totp');
  await revokeOtherSessions(db, now, userId, tokenHash);
  return { email: current.email };
}

/** Switched off by the password and a current code. `email` is set when it changed now (the owner is told). */
export async function disableTwoFactor(
  db: Db,
  now: Date,
  { userId, tokenHash }: CallerSession,
  code: string,
  password: { tryAllowed: boolean; passwordOk: boolean },
) {
  requireRightPassword(password);
  await hitCodeTries(db, now, userId);
  const current = await twoFactorOf(db, userId);
  const secret = current.totp_enabled ? openTotpSecret(userId, current) : null;
  if (!secret) return { email: null };
  if (!(await acceptTotpCode(db, now, userId, secret, code)))
    throw HttpError.of(400, 'incorrectCode', undefined, { commit: true });
  await removeTwoFactor(db, userId);
  await revokeOtherSessions(db, now, userId, tokenHash);
  return { email: current.email };
}
