import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { renamePasskey } from '../../services/auth/passkeys';

export function renamePasskeyRoute(app: Hono, deps: Deps) {
  register(app, deps, 'renamePasskey', ({ body, user, db }) => renamePasskey(db, user.id, body.id, body.deviceName));
}
