import type { Hono } from 'hono';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { securityChangeMail } from '../../mail/templates';
import { registerPasskey } from '../../services/auth/passkeys';

export function registerPasskeyRoute(app: Hono, deps: Deps) {
  register(app, deps, 'registerPasskey', async ({ body, user, db, deps, sendMail }) => {
    const credential = body.credential as unknown as RegistrationResponseJSON;
    const passkey = await registerPasskey(db, deps.now(), deps.config.passkeys, user, {
      credential,
      deviceName: body.deviceName,
    });
    await sendMail(securityChangeMail(user.email, 'passkeyAdded', user.language));
    return passkey;
  });
}
