import type { Hono } from 'hono';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { securityChangeMail } from '../../mail/templates';
import { ownerFor } from '../../services/profiles/owner';
import { confirmPaymentWithPasskey, paymentPasskeyOptions } from '../../services/payments/payment-passkeys';

/** A payment request confirmed with the caller's passkey, bound to what the page restates (docs/security.md). */
export function paymentPasskeyRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'paymentPasskeyOptions', async ({ body, user, db, deps }) => {
    await ownerFor(db, user, 'makePayment');
    return paymentPasskeyOptions(db, deps.now(), deps.config.passkeys, user, body.transactionId);
  });

  register(app, deps, 'confirmPaymentWithPasskey', async ({ body, user, db, deps, sendMail }) => {
    await ownerFor(db, user, 'makePayment');
    const assertion = body.credential as unknown as AuthenticationResponseJSON;
    return confirmPaymentWithPasskey(
      db,
      deps.now(),
      deps.config.passkeys,
      user,
      { transactionId: body.transactionId, assertion },
      () => sendMail(securityChangeMail(user.email, 'passkeyCounterWentBack', user.language)),
    );
  });
}
