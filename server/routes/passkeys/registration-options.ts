import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { passkeyRegistrationOptions } from '../../services/auth/passkeys';
import { reauthenticate } from '../../services/auth/two-factor-settings';

export function registrationOptionsRoute(app: Hono, deps: Deps) {
  register(
    app,
    deps,
    'passkeyRegistrationOptions',
    ({ body, user, deps }) => reauthenticate(deps.db, deps.now(), user.id, body.password),
    ({ user, db, deps, prepared }) => passkeyRegistrationOptions(db, deps.now(), deps.config.passkeys, user, prepared),
  );
}
