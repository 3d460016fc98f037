import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { listPasskeysRoute } from './list-passkeys';
import { registerPasskeyRoute } from './register-passkey';
import { registrationOptionsRoute } from './registration-options';
import { removePasskeyRoute } from './remove-passkey';
import { renamePasskeyRoute } from './rename-passkey';
import { signInOptionsRoute } from './sign-in-options';
import { signInWithPasskeyRoute } from './sign-in-with-passkey';

/** Passkeys (WebAuthn): registered and managed in Settings, and a sign-in of their own (docs/security.md, "Passkeys"). */
export function passkeyRoutes(app: Hono, deps: Deps) {
  registrationOptionsRoute(app, deps);
  registerPasskeyRoute(app, deps);
  listPasskeysRoute(app, deps);
  renamePasskeyRoute(app, deps);
  removePasskeyRoute(app, deps);
  signInOptionsRoute(app, deps);
  signInWithPasskeyRoute(app, deps);
}
