import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { clearSessionCookie } from '../../http/session';
import { revokeSessions } from '../../services/auth/sessions';

/** Settings' "sign out everywhere": every session of the caller ends, on this device and all others. */
export function signOutEverywhereRoute(app: Hono, deps: Deps) {
  register(app, deps, 'signOutEverywhere', async ({ user, db, deps, c }) => {
    await revokeSessions(db, deps.now(), user.id);
    clearSessionCookie(deps, c);
    return { message: 'Signed out everywhere' };
  });
}
