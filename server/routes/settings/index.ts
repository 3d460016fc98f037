import type { Hono } from 'hono';
import { refuseCommonPassword } from '../../services/common-passwords';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { forbidden, HttpError, refuseAndCommit } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { hitRateLimit, limitReached } from '../../services/rate-limit';
import { acceptTotpCode, enrolmentView, newTotpSecret, removeTwoFactor } from '../../services/two-factor';
import { securityChangeMail } from '../../mail/templates';
import { openTotpSecret, sealTotpSecret } from '../../storage/totp-secrets';
import { recentSignIns } from '../../services/login-activity';
import { readNotificationPreferences, saveNotificationPreferences } from '../../services/notification-preferences';
import { listSubProfiles, readPermissions, writePermissions } from '../../services/profiles';
import { ownerFor } from '../../services/owner';
import type { Db } from '../../db';
import type { SessionUser } from '../../http/session';
import { requireRightPassword, tryPassword } from '../../services/password-tries';

const WRONG_TOTP_CODE = 'Incorrect Code';

const twoFactorOf = (db: Db, userId: string) =>
  db.selectFrom('users').select(['email', 'password_hash', 'totp_secret', 'totp_key_id', 'totp_enabled']).where('id', '=', userId).executeTakeFirstOrThrow();

const CHANGE_PASSWORD_LIMIT = 5;
const CHANGE_PASSWORD_WINDOW_MS = 15 * 60_000;

/**
 * Before a password change's transaction (argon2 is the slow part): the current password checked against the stored
 * hash and, when right, the new one hashed. Skipped for a permission change, a foreign email, or once tries are
 * used up (the transaction refuses those).
 */
async function checkPasswordChange({ body, user, deps }: PrepareContext<'updatePermissionsOrPassword'>) {
  if ('userPermissions' in body || body.email !== user.email) return undefined;
  refuseCommonPassword(body.newPassword, 'newPassword');
  if (await limitReached(deps.db, deps.now(), `change-password:${user.id}`, CHANGE_PASSWORD_LIMIT, CHANGE_PASSWORD_WINDOW_MS)) return undefined;
  const { password_hash: checkedHash } = await twoFactorOf(deps.db, user.id);
  const oldPasswordOk = await verifyPassword(checkedHash, body.oldPassword);
  return { checkedHash, oldPasswordOk, newHash: oldPasswordOk ? await hashPassword(body.newPassword) : null };
}

/** Turning two-factor sign-in on or off asks for the password again: 5 tries in 15 minutes (password-tries.ts). */
const REAUTHENTICATION_TRIES = { limit: 5, windowMs: 15 * 60_000 };
async function reauthenticate({ user, deps }: { user: SessionUser; deps: Deps }, password: string) {
  const { password_hash } = await twoFactorOf(deps.db, user.id);
  return tryPassword(deps.db, deps.now(), `reauthenticate:${user.id}`, REAUTHENTICATION_TRIES, password_hash, password);
}

export function settingsRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'updatePermissionsOrPassword', checkPasswordChange, async ({ body, user, db, deps, prepared, afterCommit }) => {
    if ('userPermissions' in body) {
      if (user.role === 'reviewer') throw forbidden('Reviewers have no secondary profiles.');
      await writePermissions(db, user, body.userId, body.userPermissions);
      return { message: 'Permissions updated.' };
    }
    if (body.email !== user.email) throw forbidden('You can only change your own password.');
    const now = deps.now();
    await hitRateLimit(db, now, `change-password:${user.id}`, CHANGE_PASSWORD_LIMIT, CHANGE_PASSWORD_WINDOW_MS, 'tooManyPasswordChanges');
    const { password_hash } = await twoFactorOf(db, user.id);
    if (!prepared || password_hash !== prepared.checkedHash) throw HttpError.of(409, 'passwordChangedMeanwhile');
    if (!prepared.oldPasswordOk || !prepared.newHash) throw HttpError.of(400, 'wrongCurrentPassword', undefined, { commit: true });
    await db.updateTable('users').set({ password_hash: prepared.newHash }).where('id', '=', user.id).execute();
    afterCommit(() => deps.mailer.send(securityChangeMail(user.email, 'passwordChanged', user.language)));
    // Other devices sign in again with the new password; this one stays signed in.
    await db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', user.id)
      .where('token_hash', '!=', user.tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
    return { message: 'Your password was changed.' };
  });

  register(app, deps, 'clientUserPermissions', async ({ query, user, db }) => readPermissions(db, user, query.email_address));

  register(app, deps, 'parentAndSecondaryUsers', async ({ query, user, db }) => {
    if (query.email_address !== user.email) throw forbidden('You can only list the secondary profiles of your own account.');
    return listSubProfiles(db, user);
  });

  register(app, deps, 'twoFactorStatus', async ({ user, db }) => ({ enabled: (await twoFactorOf(db, user.id)).totp_enabled }));

  register(
    app,
    deps,
    'startTwoFactorSetup',
    (ctx) => reauthenticate(ctx, ctx.body.password),
    async ({ user, db, prepared }) => {
      requireRightPassword(prepared);
      const current = await twoFactorOf(db, user.id);
      if (current.totp_enabled) throw HttpError.of(400, 'twoFactorAlreadyOn');
      const secret = newTotpSecret();
      await db.updateTable('users').set(sealTotpSecret(user.id, secret)).where('id', '=', user.id).execute();
      return enrolmentView(secret, current.email);
    },
  );

  register(app, deps, 'enableTwoFactor', async ({ body, user, db, deps, afterCommit }) => {
    const now = deps.now();
    await hitRateLimit(db, now, `totp:${user.id}`, 10, 15 * 60_000);
    const current = await twoFactorOf(db, user.id);
    if (current.totp_enabled) return { enabled: true };
    const secret = openTotpSecret(user.id, current);
    if (!secret) throw HttpError.of(400, 'startTwoFactorSetupFirst');
    if (!(await acceptTotpCode(db, now, user.id, secret, body.code))) throw refuseAndCommit(400, WRONG_TOTP_CODE);
    await db.updateTable('users').set({ totp_enabled: true }).where('id', '=', user.id).execute();
    afterCommit(() => deps.mailer.send(securityChangeMail(current.email, 'twoFactorOn', user.language)));
    return { enabled: true };
  });

  register(
    app,
    deps,
    'disableTwoFactor',
    (ctx) => reauthenticate(ctx, ctx.body.password),
    async ({ body, user, db, deps, prepared, afterCommit }) => {
      if (user.role === 'reviewer') throw HttpError.of(403, 'staffKeepTwoFactor');
      requireRightPassword(prepared);
      const now = deps.now();
      await hitRateLimit(db, now, `totp:${user.id}`, 10, 15 * 60_000);
      const current = await twoFactorOf(db, user.id);
      const secret = current.totp_enabled ? openTotpSecret(user.id, current) : null;
      if (!secret) return { enabled: false };
      if (!(await acceptTotpCode(db, now, user.id, secret, body.code))) throw refuseAndCommit(400, WRONG_TOTP_CODE);
      await removeTwoFactor(db, user.id);
      afterCommit(() => deps.mailer.send(securityChangeMail(current.email, 'twoFactorOff', user.language)));
      return { enabled: false };
    },
  );

  register(app, deps, 'loginActivity', async ({ user, db }) => ({ loginActivity: await recentSignIns(db, user.id) }));

  register(app, deps, 'savedPaymentMethods', async ({ user, db }) => {
    const ownerUserId = await ownerFor(db, user, 'viewPayments');
    const rows = await db
      .selectFrom('payment_methods')
      .select(['id', 'account_name', 'bank', 'currency_code', 'created_at'])
      .where('owner_user_id', '=', ownerUserId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return {
      paymentMethods: rows.map((row) => ({
        paymentDetailId: row.id,
        accountName: row.account_name,
        bank: row.bank,
        currencyCode: row.currency_code,
        dateTime: row.created_at.toISOString(),
      })),
    };
  });

  register(app, deps, 'notificationPreferences', async ({ user, db }) => readNotificationPreferences(db, user.id));

  register(app, deps, 'saveNotificationPreferences', async ({ body, user, db }) => saveNotificationPreferences(db, user.id, body));
}
