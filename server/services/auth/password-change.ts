/** A signed-in user's password change (users.password_hash): checked, tried at most 5 times in 15 minutes. */
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { refuseCommonPassword } from './common-passwords';
import { hashPassword, verifyPassword } from './passwords';
import { hitRateLimit, limitReached } from '../shared/rate-limit';
import { revokeOtherSessions } from './sessions';

const CHANGE_PASSWORD_LIMIT = 5;
const CHANGE_PASSWORD_WINDOW_MS = 15 * 60_000;
const triesBucket = (userId: string) => `change-password:${userId}`;

const passwordHashOf = async (db: Db, userId: string) =>
  (await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow())
    .password_hash;

export type PasswordChangeCheck = { checkedHash: string; oldPasswordOk: boolean; newHash: string | null } | undefined;

/**
 * Before a password change's transaction (argon2 is the slow part): the current password checked against the stored
 * hash and, when right, the new one hashed. Undefined once tries are used up (the transaction refuses).
 */
export async function checkPasswordChange(
  db: Db,
  now: Date,
  userId: string,
  oldPassword: string,
  newPassword: string,
): Promise<PasswordChangeCheck> {
  refuseCommonPassword(newPassword, 'newPassword');
  if (await limitReached(db, now, triesBucket(userId), CHANGE_PASSWORD_LIMIT, CHANGE_PASSWORD_WINDOW_MS))
    return undefined;
  const checkedHash = await passwordHashOf(db, userId);
  const oldPasswordOk = await verifyPassword(checkedHash, oldPassword);
  return { checkedHash, oldPasswordOk, newHash: oldPasswordOk ? await hashPassword(newPassword) : null };
}

/**
 * The change, if the check holds and the hash did not change meanwhile: a wrong current password counts as a try.
 * Other devices sign in again with the new password; this one stays signed in.
 */
export async function changePassword(db: Db, now: Date, user: SessionUser, checked: PasswordChangeCheck) {
  await hitRateLimit(
    db,
    now,
    triesBucket(user.id),
    CHANGE_PASSWORD_LIMIT,
    CHANGE_PASSWORD_WINDOW_MS,
    'tooManyPasswordChanges',
  );
  if (!checked || (await passwordHashOf(db, user.id)) !== checked.checkedHash)
    throw HttpError.of(409, 'passwordChangedMeanwhile');
  if (!checked.oldPasswordOk || !checked.newHash)
    throw HttpError.of(400, 'wrongCurrentPassword', undefined, { commit: true });
  await db.updateTable('users').set({ password_hash: checked.newHash }).where('id', '=', user.id).execute();
  await revokeOtherSessions(db, now, user.id, user.tokenHash);
}
