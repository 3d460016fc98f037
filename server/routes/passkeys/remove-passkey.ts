import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { securityChangeMail } from '../../mail/templates';
import { removePasskey } from '../../services/auth/passkeys';
import { reauthenticate } from '../../services/auth/two-factor-settings';

export function removePasskeyRoute(app: Hono, deps: Deps) {
  register(
    app,
    deps,
    'removePasskey',
    ({ body, user, deps }) => reauthenticate(deps.db, deps.now(), user.id, body.password),
    async ({ body, user, db, deps, prepared, sendMail }) => {
      await removePasskey(db, deps.now(), user, body.id, prepared);
      await sendMail(securityChangeMail(user.email, 'passkeyRemoved', user.language));
      return { message: 'Passkey removed.' };
    },
  );
}
