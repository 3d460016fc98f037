/**
 * Sign-in with email, password and, when on, an authenticator code. Wrong tries per email live in login_throttle:
 * the third locks the email; every try of a known user is kept in login_events (login activity).
 */
import type { Db } from '../../db';
import { RETRY_AFTER_VALUE, type MessageId } from '../../../src/contract/messages';
import { HttpError } from '../../http/errors';
import type { MailLanguage } from '../../mail/templates';
import { openTotpSecret } from '../../storage/totp-secrets';
import { findUserByEmail } from './emailed-codes';
import { decoyHash, verifyPassword } from './passwords';
import { createSession } from './sessions';
import { acceptTotpCode, removeTwoFactor } from './two-factor';

const MAX_LOGIN_FAILURES = 3;
/**
 * The lock after the third wrong try lasts 1 minute and doubles with each wrong try after one ends, up to the
 * configured lockout (30 minutes): three requests from a stranger cost the owner a minute, not half an hour.
 */
const lockMs = (failures: number, lockoutMs: number) =>
  Math.min(lockoutMs, 2 ** (failures - MAX_LOGIN_FAILURES) * 60_000);
/** The refusal of the first, second and third (locking) wrong try, by what was wrong. */
const WRONG_TRY_REFUSALS = {
  password: ['wrongPasswordFirstTry', 'wrongPasswordSecondTry', 'wrongPasswordLockedOut'],
  totp: ['wrongAuthenticatorCodeFirstTry', 'wrongAuthenticatorCodeSecondTry', 'wrongAuthenticatorCodeLockedOut'],
} as const satisfies Record<string, readonly MessageId[]>;

export type ClientMeta = { userAgent: string | null; ip: string | null };

/**
 * Before the sign-in's transaction (argon2 is the slow part): the password checked against the stored hash, or
 * against a decoy for an unknown email so timing tells nothing. The transaction decides, under the lockout row's
 * lock, whether the result counts; it refuses if the hash changed in between.
 */
export async function checkSignInPassword(db: Db, email: string, password: string) {
  const user = await findUserByEmail(db, email);
  const checkedHash = user?.password_hash ?? null;
  const passwordOk = checkedHash
    ? await verifyPassword(checkedHash, password)
    : (await verifyPassword(await decoyHash(), password), false);
  return { checkedHash, passwordOk };
}

export interface SignInAttempt {
  email: string;
  totpCode: string | undefined;
  checked: Awaited<ReturnType<typeof checkSignInPassword>>;
  lockoutMs: number;
  sessionTtlHours: number;
  meta: ClientMeta;
}

export const recordSignIn = (db: Db, userId: string, succeeded: boolean, meta: ClientMeta) =>
  db
    .insertInto('login_events')
    .values({ user_id: userId, succeeded, user_agent: meta.userAgent, ip: meta.ip })
    .execute();

/**
 * The sign-in decided: refused (locked, wrong password or code: counted), asked for the authenticator code, or a
 * session. A removal of two-factor sign-in a password reset scheduled happens once due, and is cancelled by a sign-in
 * with the code: `onTwoFactorChange` tells the caller (to mail the owner once committed).
 */
export async function signIn(
  db: Db,
  now: Date,
  { email, totpCode, checked, lockoutMs, sessionTtlHours, meta }: SignInAttempt,
  onTwoFactorChange: (
    change: 'removed' | 'removalCancelled',
    user: { email: string; language: MailLanguage },
  ) => Promise<void>,
) {
  // The row must exist before it is locked: concurrent sign-ins (on any instance) then queue on it, so no failure is lost.
  await db
    .insertInto('login_throttle')
    .values({ email, failures: 0, locked_at: null, updated_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const throttle = await db
    .selectFrom('login_throttle')
    .selectAll()
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirst();
  const stale = throttle && now.getTime() - throttle.updated_at.getTime() > lockoutMs;
  const lockLeftMs =
    throttle?.locked_at && !stale
      ? throttle.locked_at.getTime() + lockMs(throttle.failures, lockoutMs) - now.getTime()
      : 0;
  if (lockLeftMs > 0) {
    const minutes = Math.ceil(lockLeftMs / 60_000);
    const wait = { [RETRY_AFTER_VALUE]: Math.ceil(lockLeftMs / 1000) };
    throw minutes === 1
      ? HttpError.of(403, 'lockedOutOneMinute', wait, { commit: true })
      : HttpError.of(403, 'lockedOutMinutes', { minutes, ...wait }, { commit: true });
  }
  let user = await findUserByEmail(db, email);
  if ((user?.password_hash ?? null) !== checked.checkedHash) throw HttpError.of(409, 'passwordChangedMeanwhile');
  const passwordOk = checked.passwordOk;
  const removalDue = user?.role !== 'reviewer' && user?.totp_removal_due_at && user.totp_removal_due_at <= now;
  if (passwordOk && user!.totp_enabled && removalDue) {
    user = await removeTwoFactor(db, user!.id);
    await onTwoFactorChange('removed', user);
  }
  // A wrong authenticator code counts like a wrong password, so the 3-try lockout also bounds guessing codes.
  const totpWrong =
    passwordOk &&
    user!.totp_enabled &&
    totpCode !== undefined &&
    !(await acceptTotpCode(db, now, user!.id, openTotpSecret(user!.id, user!) ?? '', totpCode));
  if (!passwordOk || totpWrong) {
    const failures = (stale ? 0 : (throttle?.failures ?? 0)) + 1;
    const locked = failures >= MAX_LOGIN_FAILURES;
    await db
      .insertInto('login_throttle')
      .values({ email, failures, locked_at: locked ? now : null, updated_at: now })
      .onConflict((oc) => oc.column('email').doUpdateSet({ failures, locked_at: locked ? now : null, updated_at: now }))
      .execute();
    if (user) await recordSignIn(db, user.id, false, meta);
    const wait = locked ? { [RETRY_AFTER_VALUE]: Math.ceil(lockMs(failures, lockoutMs) / 1000) } : undefined;
    throw HttpError.of(
      401,
      WRONG_TRY_REFUSALS[totpWrong ? 'totp' : 'password'][Math.min(failures, MAX_LOGIN_FAILURES) - 1],
      wait,
      { commit: true },
    );
  }
  const signedIn = user!;
  if (signedIn.status === 'Unverified') throw HttpError.of(403, 'verifyEmailFirst');
  if (signedIn.totp_enabled && totpCode === undefined) return { user: signedIn, session: null };
  if (throttle) await db.deleteFrom('login_throttle').where('email', '=', email).execute();
  // The owner signed in with the authenticator: a removal a password reset scheduled is cancelled.
  if (signedIn.totp_enabled && signedIn.totp_removal_due_at) {
    await db.updateTable('users').set({ totp_removal_due_at: null }).where('id', '=', signedIn.id).execute();
    await onTwoFactorChange('removalCancelled', signedIn);
  }
  await recordSignIn(db, signedIn.id, true, meta);
  return {
    user: signedIn,
    session: await createSession(
      db,
      now,
      signedIn.id,
      sessionTtlHours,
      meta,
      signedIn.totp_enabled ? ['password', 'totp'] : ['password'],
    ),
  };
}
