import type { Context, Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import {
  contestedRegistrationMail,
  registeredAgainMail,
  resetCodeMail,
  securityChangeMail,
  signupCodeMail,
  type MailLanguage,
} from '../../mail/templates';
import { requestLanguage } from '../../http/language';
import { clientMeta } from '../../http/client-meta';
import { hashNewPassword, issueResetCode, resetPassword, verifyResetCode } from '../../services/auth/password-reset';
import { issueSignupCode, prepareRegistration, registerUser, verifySignup } from '../../services/auth/registration';
import { revokeSession } from '../../services/auth/sessions';
import { clearSessionCookie } from '../../http/session';
import { handOver, signedInAnswer } from './hand-over';
import { HttpError } from '../../http/errors';
import { checkSignInPassword, signIn } from '../../services/auth/sign-in';
import { deviceKeyOf } from '../../storage/device-keys';
import { CODE_TTL_MS } from '../../services/auth/codes';
import { signOutEverywhereRoute } from './sign-out-everywhere';

const SIGNUP_CODE_SENT = 'If this email is waiting for verification, we sent it a 6-digit code.';
const RESET_CODE_SENT = 'If an account exists for this email, we sent it a 6-digit code.';
/** How long after signing in a session may fetch the device key: the app asks for it right then (docs/security.md). */
export const DEVICE_KEY_WINDOW_MS = 15 * 60_000;

/** When a code issued now stops working: its mail is not sent after that. */
const codeExpiry = (deps: Deps) => new Date(deps.now().getTime() + CODE_TTL_MS);

/** A mail answering a request about this user: in the request's language (the app's), else the user's. */
const languageFor = (c: Context, user: { language: MailLanguage }) => requestLanguage(c) ?? user.language;

export function authRoutes(app: Hono, deps: Deps) {
  register(
    app,
    deps,
    'register',
    ({ body, deps }) => prepareRegistration(deps.db, body),
    async ({ body, db, c, prepared, sendMail }) => {
      const { registeredAgain } = await registerUser(db, body, prepared, requestLanguage(c) ?? 'en');
      if (registeredAgain) await sendMail(registeredAgainMail(registeredAgain.email, registeredAgain.language));
      return {
        countryCode: body.countryCode,
        isSuccessful: true,
        mobileNumber: body.mobileNumber01,
        status: 'Unverified',
        token: '',
        userId: body.emailAddress,
      };
    },
  );

  register(app, deps, 'sendSignupToken', async ({ params, db, deps, c, sendMail }) => {
    const { code, mailTo } = await issueSignupCode(db, deps.now(), params.userEmail);
    if (mailTo)
      await sendMail(signupCodeMail(mailTo.email, code, languageFor(c, mailTo)), { expiresAt: codeExpiry(deps) });
    return { message: deps.config.demoMail ? code : SIGNUP_CODE_SENT };
  });

  register(app, deps, 'validateSignupToken', async ({ body, db, deps, c, sendMail }) => {
    const { user, contested, session } = await verifySignup(
      db,
      deps.now(),
      { email: body.email, token: body.token, bucket: c.req.path },
      { ttlHours: deps.config.sessionTtlHours, meta: clientMeta(c) },
      requestLanguage(c),
    );
    if (contested) await sendMail(contestedRegistrationMail(user.email, user.language));
    return {
      countryCode: user.country_code,
      isSuccessful: true,
      mobileNumber: user.mobile_number,
      status: 'Onboarding',
      token: handOver(deps, c, session),
      userId: user.email,
      expiresAt: session.expiresAt.toISOString(),
    };
  });

  register(
    app,
    deps,
    'authenticate',
    ({ body, deps }) => checkSignInPassword(deps.db, body.username, body.password),
    async ({ body, db, deps, c, prepared, sendMail }) => {
      const { user, session } = await signIn(
        db,
        deps.now(),
        {
          email: body.username,
          totpCode: body.totpCode,
          checked: prepared,
          lockoutMs: deps.config.lockoutMinutes * 60_000,
          sessionTtlHours: deps.config.sessionTtlHours,
          meta: clientMeta(c),
        },
        (change, changed) => sendMail(securityChangeMail(changed.email, change, languageFor(c, changed))),
      );
      if (!session) {
        return {
          countryCode: '',
          isSuccessful: false,
          mobileNumber: '',
          status: user.status,
          token: '',
          userId: user.email,
          twoFactorRequired: true,
        };
      }
      return signedInAnswer(deps, c, user, session, !user.totp_enabled);
    },
  );

  register(app, deps, 'sendResetToken', async ({ params, db, deps, c, sendMail }) => {
    const { code, mailTo } = await issueResetCode(db, deps.now(), params.userEmail);
    if (mailTo)
      await sendMail(resetCodeMail(mailTo.email, code, languageFor(c, mailTo)), { expiresAt: codeExpiry(deps) });
    return { message: deps.config.demoMail ? code : RESET_CODE_SENT };
  });

  register(app, deps, 'validateResetToken', async ({ body, db, deps, c }) => {
    const resetToken = await verifyResetCode(db, deps.now(), {
      email: body.email,
      token: body.token,
      bucket: c.req.path,
    });
    return { message: 'Code verified. Choose a new password.', resetToken };
  });

  register(
    app,
    deps,
    'resetPassword',
    ({ body }) => hashNewPassword(body.newPassword),
    async ({ body, db, deps, c, prepared: passwordHash, sendMail }) => {
      const { user, removalScheduled } = await resetPassword(db, deps.now(), body, passwordHash);
      await sendMail(securityChangeMail(user.email, 'passwordReset', languageFor(c, user)));
      if (!removalScheduled)
        return {
          message: 'Your password was changed. Sign in with your new password.',
          twoFactorRemovalScheduled: false,
        };
      await sendMail(securityChangeMail(user.email, 'removalScheduled', languageFor(c, user)));
      return {
        message:
          'Your password was changed. Two-factor sign-in will be removed in 7 days, unless you sign in with your authenticator code before then.',
        twoFactorRemovalScheduled: true,
      };
    },
  );

  register(app, deps, 'deviceKey', async ({ user, db, deps }) => {
    if (deps.now().getTime() - user.signedInAt.getTime() > DEVICE_KEY_WINDOW_MS)
      throw HttpError.of(403, 'deviceKeyNeedsSignIn');
    return { key: await deviceKeyOf(db, user.id) };
  });

  register(app, deps, 'signOut', async ({ user, db, deps, c }) => {
    await revokeSession(db, deps.now(), user.tokenHash);
    clearSessionCookie(deps, c);
    return { message: 'Signed out' };
  });

  signOutEverywhereRoute(app, deps);
}
