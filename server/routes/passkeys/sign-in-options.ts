import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { passkeySignInOptions } from '../../services/auth/passkey-sign-in';

export function signInOptionsRoute(app: Hono, deps: Deps) {
  register(app, deps, 'passkeySignInOptions', ({ db, deps }) =>
    passkeySignInOptions(db, deps.now(), deps.config.passkeys),
  );
}
