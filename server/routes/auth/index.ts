import type { Context, Hono } from 'hono';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { HttpError, refuseAndCommit } from '../../http/errors';
import { refuseCommonPassword } from '../../services/common-passwords';
import { hashPassword, verifyPassword, decoyHash, unusablePasswordHash } from '../../services/passwords';
import { consumeCode, issueCode } from '../../services/codes';
import { acceptInvitation, isPendingInvitee, withdrawInvitation } from '../../services/profiles';
import { createSession, revokeSessions } from '../../services/sessions';
import { hitRateLimit } from '../../services/rate-limit';
import { randomCode } from '../../services/crypto';
import { contestedRegistrationMail, registeredAgainMail, resetCodeMail, securityChangeMail, signupCodeMail, type MailLanguage } from '../../mail/templates';
import { requestLanguage } from '../../http/language';
import { clientMeta } from '../../http/client-meta';
import { acceptTotpCode, removeTwoFactor, TWO_FACTOR_REMOVAL_DELAY_MS } from '../../services/two-factor';
import { openTotpSecret } from '../../storage/totp-secrets';
import { deviceKeyOf } from '../../storage/device-keys';
import type { Db } from '../../db';

const MAX_LOGIN_FAILURES = 3;
/**
 * The lock after the third wrong try lasts 1 minute and doubles with each wrong try after one ends, up to the
 * configured lockout (30 minutes): three requests from a stranger cost the owner a minute, not half an hour.
 */
const lockMs = (failures: number, lockoutMs: number) => Math.min(lockoutMs, 2 ** (failures - MAX_LOGIN_FAILURES) * 60_000);
const ATTEMPT_WORDS = ['first', 'second', 'third'] as const;
export const INVALID_CREDENTIALS = 'Invalid username/password';
export const INVALID_TOTP_CODE = 'Incorrect authenticator code';

/** A mail answering a request about this user: in the request's language (the app's), else the user's. */
const languageFor = (c: Context, user: { language: MailLanguage }) => requestLanguage(c) ?? user.language;

const findUser = (db: Db, email: string) => db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

/** Sending codes: one every 30 seconds and 5 in 15 minutes per email and purpose. */
async function throttleCodeSending(db: Db, now: Date, purpose: string, email: string) {
  await hitRateLimit(db, now, `code-gap:${purpose}:${email}`, 1, 30_000, 'codeSentRecently');
  await hitRateLimit(db, now, `code-burst:${purpose}:${email}`, 5, 15 * 60_000, 'tooManyCodes');
}

/**
 * Before the sign-in's transaction (argon2 is the slow part): the password checked against the stored hash, or
 * against a decoy for an unknown email so timing tells nothing. The transaction decides, under the lockout row's
 * lock, whether the result counts; it refuses if the hash changed in between.
 */
async function checkSignInPassword({ body, deps }: PrepareContext<'authenticate'>) {
  const user = await findUser(deps.db, body.username);
  const checkedHash = user?.password_hash ?? null;
  const passwordOk = checkedHash ? await verifyPassword(checkedHash, body.password) : (await verifyPassword(await decoyHash(), body.password), false);
  return { checkedHash, passwordOk };
}

/**
 * Before the registration's transaction: the new password's hash, and whether it is the password of the email's
 * pending registration (the same person asking again). Checked against a decoy otherwise, so timing tells nothing.
 */
async function preparePassword({ body, deps }: PrepareContext<'register'>) {
  refuseCommonPassword(body.password, 'password');
  const existing = await findUser(deps.db, body.emailAddress);
  const pendingHash = existing?.status === 'Unverified' ? existing.password_hash : null;
  const [passwordHash, matches] = await Promise.all([hashPassword(body.password), verifyPassword(pendingHash ?? (await decoyHash()), body.password)]);
  return { passwordHash, matchesPending: pendingHash !== null && matches };
}

const SIGNUP_CODE_SENT = 'If this email is waiting for verification, we sent it a 6-digit code.';

export function authRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'register', preparePassword, async ({ body, db, deps, c, prepared, afterCommit }) => {
    // The answer is the same for a new, a pending and a verified email, and a pending registration's password is
    // never overwritten: a second one with another password only marks it contested (see validateSignupToken).
    const values = {
      email: body.emailAddress,
      password_hash: prepared.passwordHash,
      country_code: body.countryCode,
      mobile_number: body.mobileNumber01,
      status: 'Unverified' as const,
      language: requestLanguage(c) ?? 'en',
    };
    const inserted = await db
      .insertInto('users')
      .values({ ...values, parent_user_id: null, first_name: null, last_name: null, totp_secret: null })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await findUser(db, body.emailAddress);
      if (existing?.status === 'Unverified' && !prepared.matchesPending) {
        await db.updateTable('users').set({ registration_contested: true }).where('id', '=', existing.id).execute();
      } else if (existing && existing.status !== 'Unverified') {
        afterCommit(() => deps.mailer.send(registeredAgainMail(existing.email, existing.language)));
      }
    }
    return { countryCode: body.countryCode, isSuccessful: true, mobileNumber: body.mobileNumber01, status: 'Unverified', token: '', userId: body.emailAddress };
  });

  register(app, deps, 'sendSignupToken', async ({ params, db, deps, c, afterCommit }) => {
    const now = deps.now();
    await throttleCodeSending(db, now, 'signup', params.userEmail);
    const user = await findUser(db, params.userEmail);
    // Unknown and verified emails get an answer of the same shape, so the reply tells nothing about which emails exist.
    if (!user || user.status !== 'Unverified') return { message: deps.config.demoMail ? randomCode() : SIGNUP_CODE_SENT };
    const code = await issueCode(db, now, user.id, 'signup');
    afterCommit(() => deps.mailer.send(signupCodeMail(user.email, code, languageFor(c, user))));
    return { message: deps.config.demoMail ? code : SIGNUP_CODE_SENT };
  });

  register(app, deps, 'validateSignupToken', async ({ body, db, deps, c, afterCommit }) => {
    const now = deps.now();
    await hitRateLimit(db, now, `validate:${c.req.path}:${body.email}`, 20, 15 * 60_000);
    const user = await findUser(db, body.email);
    await consumeCode(db, now, user?.status === 'Unverified' ? user.id : undefined, 'signup', body.token);
    if (isPendingInvitee(user!)) await withdrawInvitation(db, user!.id);
    // A contested registration's password may be someone else's: the owner, proven by the code, chooses one by reset.
    const contested = user!.registration_contested;
    await db
      .updateTable('users')
      .set({
        status: 'Onboarding',
        registration_contested: false,
        language: languageFor(c, user!),
        ...(contested ? { password_hash: await unusablePasswordHash() } : {}),
      })
      .where('id', '=', user!.id)
      .execute();
    if (contested) afterCommit(() => deps.mailer.send(contestedRegistrationMail(user!.email, languageFor(c, user!))));
    const session = await createSession(db, now, user!.id, deps.config.sessionTtlHours, clientMeta(c));
    return {
      countryCode: user!.country_code,
      isSuccessful: true,
      mobileNumber: user!.mobile_number,
      status: 'Onboarding',
      token: session.token,
      userId: user!.email,
      expiresAt: session.expiresAt.toISOString(),
    };
  });

  register(app, deps, 'authenticate', checkSignInPassword, async ({ body, db, deps, c, prepared, afterCommit }) => {
    const now = deps.now();
    const lockoutMs = deps.config.lockoutMinutes * 60_000;
    // The row must exist before it is locked: concurrent sign-ins (on any instance) then queue on it, so no failure is lost.
    await db
      .insertInto('login_throttle')
      .values({ email: body.username, failures: 0, locked_at: null, updated_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const throttle = await db.selectFrom('login_throttle').selectAll().where('email', '=', body.username).forUpdate().executeTakeFirst();
    const stale = throttle && now.getTime() - throttle.updated_at.getTime() > lockoutMs;
    const lockLeftMs = throttle?.locked_at && !stale ? throttle.locked_at.getTime() + lockMs(throttle.failures, lockoutMs) - now.getTime() : 0;
    if (lockLeftMs > 0) {
      const minutes = Math.ceil(lockLeftMs / 60_000);
      throw refuseAndCommit(
        403,
        `You have been locked out after the third auth attempt. Reset your password or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      );
    }
    let user = await findUser(db, body.username);
    if ((user?.password_hash ?? null) !== prepared.checkedHash) throw HttpError.of(409, 'passwordChangedMeanwhile');
    const passwordOk = prepared.passwordOk;
    if (passwordOk && user!.totp_enabled && user!.totp_removal_due_at && user!.totp_removal_due_at <= now) {
      user = await removeTwoFactor(db, user!.id);
      afterCommit(() => deps.mailer.send(securityChangeMail(user!.email, 'removed', languageFor(c, user!))));
    }
    // A wrong authenticator code counts like a wrong password, so the 3-try lockout also bounds guessing codes.
    const totpWrong =
      passwordOk &&
      user!.totp_enabled &&
      body.totpCode !== undefined &&
      !(await acceptTotpCode(db, now, user!.id, openTotpSecret(user!.id, user!) ?? '', body.totpCode));
    if (!passwordOk || totpWrong) {
      const reason = totpWrong ? INVALID_TOTP_CODE : INVALID_CREDENTIALS;
      const failures = (stale ? 0 : (throttle?.failures ?? 0)) + 1;
      const locked = failures >= MAX_LOGIN_FAILURES;
      await db
        .insertInto('login_throttle')
        .values({ email: body.username, failures, locked_at: locked ? now : null, updated_at: now })
        .onConflict((oc) => oc.column('email').doUpdateSet({ failures, locked_at: locked ? now : null, updated_at: now }))
        .execute();
      if (user)
        await db
          .insertInto('login_events')
          .values({ user_id: user.id, succeeded: false, ...clientMetaRow(c) })
          .execute();
      const word = ATTEMPT_WORDS[Math.min(failures, MAX_LOGIN_FAILURES) - 1];
      const left = MAX_LOGIN_FAILURES - failures;
      throw refuseAndCommit(
        401,
        locked
          ? `${reason}. This was your third auth attempt: you have been locked out.`
          : `${reason}. This was your ${word} auth attempt; ${left} ${left === 1 ? 'try' : 'tries'} left.`,
      );
    }
    if (user!.status === 'Unverified') throw HttpError.of(403, 'verifyEmailFirst');
    if (user!.totp_enabled && body.totpCode === undefined) {
      return { countryCode: '', isSuccessful: false, mobileNumber: '', status: user!.status, token: '', userId: user!.email, twoFactorRequired: true };
    }
    if (throttle) await db.deleteFrom('login_throttle').where('email', '=', body.username).execute();
    // The owner signed in with the authenticator: a removal a password reset scheduled is cancelled.
    if (user!.totp_enabled && user!.totp_removal_due_at) {
      await db.updateTable('users').set({ totp_removal_due_at: null }).where('id', '=', user!.id).execute();
      afterCommit(() => deps.mailer.send(securityChangeMail(user!.email, 'removalCancelled', languageFor(c, user!))));
    }
    await db
      .insertInto('login_events')
      .values({ user_id: user!.id, succeeded: true, ...clientMetaRow(c) })
      .execute();
    const session = await createSession(db, now, user!.id, deps.config.sessionTtlHours, clientMeta(c));
    return {
      countryCode: user!.country_code,
      isSuccessful: true,
      mobileNumber: user!.mobile_number,
      status: user!.status,
      token: session.token,
      userId: user!.email,
      isSubUser: user!.parent_user_id !== null,
      isReviewer: user!.role === 'reviewer',
      ...(user!.role === 'reviewer' && !user!.totp_enabled ? { twoFactorSetupRequired: true } : {}),
      expiresAt: session.expiresAt.toISOString(),
    };
  });

  register(app, deps, 'sendResetToken', async ({ params, db, deps, c, afterCommit }) => {
    const now = deps.now();
    await throttleCodeSending(db, now, 'reset', params.userEmail);
    const user = await findUser(db, params.userEmail);
    // Unknown emails get an answer of the same shape, so the reply tells nothing about which emails exist.
    // An invited sub-user accepts the invitation through this flow; other unverified emails have no account yet.
    if (!user || (user.status === 'Unverified' && !isPendingInvitee(user)))
      return { message: deps.config.demoMail ? randomCode() : 'If an account exists for this email, we sent it a 6-digit code.' };
    const code = await issueCode(db, now, user.id, 'reset');
    afterCommit(() => deps.mailer.send(resetCodeMail(user.email, code, languageFor(c, user))));
    return { message: deps.config.demoMail ? code : 'If an account exists for this email, we sent it a 6-digit code.' };
  });

  register(app, deps, 'validateResetToken', async ({ body, db, deps, c }) => {
    const now = deps.now();
    await hitRateLimit(db, now, `validate:${c.req.path}:${body.email}`, 20, 15 * 60_000);
    const user = await findUser(db, body.email);
    await consumeCode(db, now, user && (user.status !== 'Unverified' || isPendingInvitee(user)) ? user.id : undefined, 'reset', body.token);
    const resetToken = await issueCode(db, now, user!.id, 'reset-proof');
    return { message: 'Code verified. Choose a new password.', resetToken };
  });

  const prepareNewPassword = ({ body }: PrepareContext<'resetPassword'>) => {
    refuseCommonPassword(body.newPassword, 'newPassword');
    return hashPassword(body.newPassword);
  };
  register(app, deps, 'resetPassword', prepareNewPassword, async ({ body, db, deps, c, prepared: passwordHash, afterCommit }) => {
    const now = deps.now();
    const user = await findUser(db, body.email);
    try {
      await consumeCode(db, now, user?.id, 'reset-proof', body.resetToken);
    } catch {
      throw HttpError.of(400, 'resetCodeNotVerified');
    }
    await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user!.id).execute();
    if (isPendingInvitee(user!)) await acceptInvitation(db, user!.id);
    await db.deleteFrom('login_throttle').where('email', '=', user!.email).execute();
    await revokeSessions(db, now, user!.id);
    afterCommit(() => deps.mailer.send(securityChangeMail(user!.email, 'passwordReset', languageFor(c, user!))));
    // A reset proves the email only: two-factor sign-in stays, and its removal (lost app) waits, as banks do.
    if (user!.totp_enabled && body.removeTwoFactor) {
      await db
        .updateTable('users')
        .set({ totp_removal_due_at: new Date(now.getTime() + TWO_FACTOR_REMOVAL_DELAY_MS) })
        .where('id', '=', user!.id)
        .execute();
      afterCommit(() => deps.mailer.send(securityChangeMail(user!.email, 'removalScheduled', languageFor(c, user!))));
      return {
        message: 'Your password was changed. Two-factor sign-in will be removed in 7 days, unless you sign in with your authenticator code before then.',
      };
    }
    return { message: 'Your password was changed. Sign in with your new password.' };
  });

  register(app, deps, 'deviceKey', async ({ user, db }) => ({ key: await deviceKeyOf(db, user.id) }));

  register(app, deps, 'signOut', async ({ user, db, deps }) => {
    await db.updateTable('sessions').set({ revoked_at: deps.now() }).where('token_hash', '=', user.tokenHash).execute();
    return { message: 'Signed out' };
  });
}

function clientMetaRow(c: Parameters<typeof clientMeta>[0]) {
  const meta = clientMeta(c);
  return { user_agent: meta.userAgent, ip: meta.ip };
}
