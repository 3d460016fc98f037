import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register, type PrepareContext } from '../../http/route';
import { HttpError } from '../../http/errors';
import { securityChangeMail } from '../../mail/templates';
import { recentSignIns } from '../../services/auth/login-activity';
import {
  readNotificationPreferences,
  saveNotificationPreferences,
} from '../../services/notifications/notification-preferences';
import { listSubProfiles, readPermissions, writePermissions } from '../../services/profiles/profiles';
import { ownerFor } from '../../services/profiles/owner';
import { changePassword, checkPasswordChange } from '../../services/auth/password-change';
import { requestErasure } from '../../services/compliance/erasure-request';
import { listSavedPaymentMethods } from '../../services/payments/payment-methods';
import {
  disableTwoFactor,
  enableTwoFactor,
  reauthenticate,
  startTwoFactorSetup,
  twoFactorEnabled,
} from '../../services/auth/two-factor-settings';

/** Before a password change's transaction; skipped for a permission change or a foreign email (the handler refuses those). */
const preparePasswordChange = ({ body, user, deps }: PrepareContext<'updatePermissionsOrPassword'>) =>
  'userPermissions' in body || body.email !== user.email
    ? Promise.resolve(undefined)
    : checkPasswordChange(deps.db, deps.now(), user.id, body.oldPassword, body.newPassword);

export function settingsRoutes(app: Hono, deps: Deps) {
  register(
    app,
    deps,
    'updatePermissionsOrPassword',
    preparePasswordChange,
    async ({ body, user, db, deps, prepared, sendMail }) => {
      if ('userPermissions' in body) {
        if (user.role === 'reviewer') throw HttpError.of(403, 'reviewersHaveNoProfiles');
        await writePermissions(db, user, body.userId, body.userPermissions);
        return { message: 'Permissions updated.' };
      }
      if (body.email !== user.email) throw HttpError.of(403, 'ownPasswordOnly');
      await changePassword(db, deps.now(), user, prepared);
      await sendMail(securityChangeMail(user.email, 'passwordChanged', user.language));
      return { message: 'Your password was changed.' };
    },
  );

  register(app, deps, 'clientUserPermissions', async ({ query, user, db }) =>
    readPermissions(db, user, query.email_address),
  );

  register(app, deps, 'parentAndSecondaryUsers', async ({ query, user, db }) => {
    if (query.email_address !== user.email) throw HttpError.of(403, 'listOwnProfilesOnly');
    return listSubProfiles(db, user);
  });

  register(app, deps, 'twoFactorStatus', async ({ user, db }) => ({ enabled: await twoFactorEnabled(db, user.id) }));

  register(
    app,
    deps,
    'startTwoFactorSetup',
    ({ body, user, deps }) => reauthenticate(deps.db, deps.now(), user.id, body.password),
    async ({ user, db, prepared }) => startTwoFactorSetup(db, user.id, prepared),
  );

  register(app, deps, 'enableTwoFactor', async ({ body, user, db, deps, sendMail }) => {
    const { email } = await enableTwoFactor(db, deps.now(), { userId: user.id, tokenHash: user.tokenHash }, body.code);
    if (email) await sendMail(securityChangeMail(email, 'twoFactorOn', user.language));
    return { enabled: true };
  });

  register(
    app,
    deps,
    'disableTwoFactor',
    ({ body, user, deps }) => reauthenticate(deps.db, deps.now(), user.id, body.password),
    async ({ body, user, db, deps, prepared, sendMail }) => {
      if (user.role === 'reviewer') throw HttpError.of(403, 'staffKeepTwoFactor');
      const { email } = await disableTwoFactor(
        db,
        deps.now(),
        { userId: user.id, tokenHash: user.tokenHash },
        body.code,
        prepared,
      );
      if (email) await sendMail(securityChangeMail(email, 'twoFactorOff', user.language));
      return { enabled: false };
    },
  );

  register(
    app,
    deps,
    'requestErasure',
    ({ body, user, deps }) => reauthenticate(deps.db, deps.now(), user.id, body.password),
    async ({ user, db, deps, prepared }) => {
      const outcome = await requestErasure(db, deps.now(), user, deps.config.retentionYears, prepared);
      return { ...outcome, keptUntil: outcome.keptUntil?.toISOString() ?? null };
    },
  );

  register(app, deps, 'loginActivity', async ({ user, db }) => ({ loginActivity: await recentSignIns(db, user.id) }));

  register(app, deps, 'savedPaymentMethods', async ({ user, db }) => ({
    paymentMethods: await listSavedPaymentMethods(db, await ownerFor(db, user, 'viewPayments')),
  }));

  register(app, deps, 'notificationPreferences', async ({ user, db }) => readNotificationPreferences(db, user.id));

  register(app, deps, 'saveNotificationPreferences', async ({ body, user, db }) =>
    saveNotificationPreferences(db, user.id, body),
  );
}
