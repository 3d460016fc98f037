/**
 * A reviewer who lost the authenticator or the device holding a passkey: a password reset cannot remove staff's
 * two-factor sign-in (password-reset.ts), so an operator does, with `npm run reviewer:reset-2fa -- <email>`: TOTP and
 * every passkey go. The reviewer's sessions end, the next sign-in (password) must set a second factor up again
 * before the back office opens, and the audit trail keeps who ran the command (subject: the reviewer's user id).
 */
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { recordAudit, type OperatorActor } from '../compliance/audit';
import { findUserByEmail } from './emailed-codes';
import { revokeSessions } from './sessions';
import { removeTwoFactor } from './two-factor';

export async function resetReviewerTwoFactor(db: Db, now: Date, email: string, operator: OperatorActor) {
  const user = await findUserByEmail(db, email);
  if (user?.role !== 'reviewer') throw HttpError.of(404, 'notAReviewer', { email });
  await removeTwoFactor(db, user.id);
  const passkeys = await db.deleteFrom('passkeys').where('user_id', '=', user.id).returning('id').execute();
  await revokeSessions(db, now, user.id);
  await recordAudit(db, operator, {
    subjectType: 'user',
    subjectId: user.id,
    action: 'two_factor_reset',
    details: { email, twoFactorWasOn: user.totp_enabled, passkeysRemoved: passkeys.length },
  });
  return user;
}
