/**
 * A forgotten password: a code mailed to the email, then a reset proof (a second code, never mailed) that lets the
 * new password in. An invited sub-user accepts the invitation through this flow. A reset proves the email only:
 * two-factor sign-in stays, and its removal (lost app) waits 7 days, as banks do. Staff (reviewers) cannot have it
 * removed this way at all: an operator resets it (services/auth/staff-two-factor.ts).
 */
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { randomCode } from '../shared/crypto';
import { consumeCode, issueCode } from './codes';
import { refuseCommonPassword } from './common-passwords';
import { findUserByEmail, throttleCodeChecking, throttleCodeSending } from './emailed-codes';
import { hashPassword } from './passwords';
import { acceptInvitation, isPendingInvitee } from '../profiles/profiles';
import { revokeSessions } from './sessions';
import { retireDeviceKey } from '../../storage/device-keys';
import { TWO_FACTOR_REMOVAL_DELAY_MS } from './two-factor';

/**
 * A reset code to mail. Unknown emails, and unverified ones that are not invitations (no account yet), get a random
 * code nobody is sent (`mailTo` null), so the answer tells nothing about which emails exist.
 */
export async function issueResetCode(db: Db, now: Date, email: string) {
  await throttleCodeSending(db, now, 'reset', email);
  const user = await findUserByEmail(db, email);
  if (!user || (user.status === 'Unverified' && !isPendingInvitee(user))) return { code: randomCode(), mailTo: null };
  return { code: await issueCode(db, now, user.id, 'reset'), mailTo: user };
}

/** The reset code typed: the reset proof to send with the new password. */
export async function verifyResetCode(
  db: Db,
  now: Date,
  { email, token, bucket }: { email: string; token: string; bucket: string },
) {
  await throttleCodeChecking(db, now, bucket, email);
  const user = await findUserByEmail(db, email);
  await consumeCode(
    db,
    now,
    user && (user.status !== 'Unverified' || isPendingInvitee(user)) ? user.id : undefined,
    'reset',
    token,
  );
  return issueCode(db, now, user!.id, 'reset-proof');
}

/** Before the reset's transaction (argon2 is the slow part): the new password checked and hashed. */
export function hashNewPassword(newPassword: string) {
  refuseCommonPassword(newPassword, 'newPassword');
  return hashPassword(newPassword);
}

/**
 * The new password in, with the reset proof: sessions revoked, the device key replaced, the lockout lifted, an invitation accepted, and the
 * removal of two-factor sign-in scheduled when asked. Returns the email to tell and whether that removal was scheduled.
 */
export async function resetPassword(
  db: Db,
  now: Date,
  { email, resetToken, removeTwoFactor }: { email: string; resetToken: string; removeTwoFactor?: boolean },
  passwordHash: string,
) {
  const user = await findUserByEmail(db, email);
  try {
    await consumeCode(db, now, user?.id, 'reset-proof', resetToken);
  } catch {
    throw HttpError.of(400, 'resetCodeNotVerified');
  }
  // Refused once the proof is checked (so it tells nothing to a stranger); the transaction's rollback keeps the proof.
  if (removeTwoFactor && user!.role === 'reviewer') throw HttpError.of(403, 'staffKeepTwoFactor');
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user!.id).execute();
  if (isPendingInvitee(user!)) await acceptInvitation(db, user!.id);
  await db.deleteFrom('login_throttle').where('email', '=', user!.email).execute();
  await revokeSessions(db, now, user!.id);
  await retireDeviceKey(db, user!.id);
  const removalScheduled = user!.totp_enabled && !!removeTwoFactor;
  if (removalScheduled) {
    await db
      .updateTable('users')
      .set({ totp_removal_due_at: new Date(now.getTime() + TWO_FACTOR_REMOVAL_DELAY_MS) })
      .where('id', '=', user!.id)
      .execute();
  }
  return { user: user!, removalScheduled };
}
