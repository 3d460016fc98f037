import type { Hono } from 'hono';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { clientMeta } from '../../http/client-meta';
import { securityChangeMail } from '../../mail/templates';
import { signInWithPasskey } from '../../services/auth/passkey-sign-in';
import { signedInAnswer } from '../auth/hand-over';

export function signInWithPasskeyRoute(app: Hono, deps: Deps) {
  register(app, deps, 'signInWithPasskey', async ({ body, db, deps, c, sendMail }) => {
    const assertion = body.credential as unknown as AuthenticationResponseJSON;
    const { user, session } = await signInWithPasskey(
      db,
      deps.now(),
      deps.config.passkeys,
      { assertion, sessionTtlHours: deps.config.sessionTtlHours, meta: clientMeta(c) },
      (owner) => sendMail(securityChangeMail(owner.email, 'passkeyCounterWentBack', owner.language)),
    );
    return signedInAnswer(deps, c, user, session, false);
  });
}
