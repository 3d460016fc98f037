/**
 * A reviewer who lost the authenticator: a password reset cannot remove staff's two-factor sign-in
 * (password-reset.ts), so an operator does, with `npm run reviewer:reset-2fa -- <email>`. The reviewer's sessions
 * end, the next sign-in (password) must set TOTP up again before the back office opens, and the audit trail keeps
 * who ran the command (subject: the reviewer's user id).
 */
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { recordAudit, type OperatorActor } from './audit';
import { findUserByEmail } from './emailed-codes';
import { revokeSessions } from './sessions';
import { removeTwoFactor } from './two-factor';

export async function resetReviewerTwoFactor(db: Db, now: Date, email: string, operator: OperatorActor) {
  const user = await findUserByEmail(db, email);
  if (user?.role !== 'reviewer') throw HttpError.of(404, 'notAReviewer', { email });
  await removeTwoFactor(db, user.id);
  await revokeSessions(db, now, user.id);
  await recordAudit(db, operator, {
    subjectType: 'user',
    subjectId: user.id,
    action: 'two_factor_reset',
    details: { email, twoFactorWasOn: user.totp_enabled },
  });
  return user;
}
