import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { listPasskeys } from '../../services/auth/passkeys';

export function listPasskeysRoute(app: Hono, deps: Deps) {
  register(app, deps, 'listPasskeys', ({ user, db }) => listPasskeys(db, user.id));
}
