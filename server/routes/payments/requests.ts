import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { forbidden } from '../../http/errors';
import { ownerFor } from '../../services/owner';
import { createPaymentRequest, preparePaymentRequest } from '../../services/payment-requests';

export function paymentRequestRoutes(app: Hono, deps: Deps) {
  register(
    app,
    deps,
    'saveOrUpdatePaymentRequest',
    ({ body, user, deps }) => preparePaymentRequest(deps.db, deps.now(), user.id, body),
    async ({ body, user, db, deps, prepared }) => {
      const ownerUserId = await ownerFor(db, user, 'makePayment');
      if (body.customerEmailId !== user.email) throw forbidden('customerEmailId must be the email you are signed in with.');
      return createPaymentRequest(db, user, ownerUserId, body, prepared, deps.now());
    },
  );
}
