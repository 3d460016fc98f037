import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { HttpError } from '../../http/errors';
import { ownerFor } from '../../services/profiles/owner';
import { createPaymentRequest, preparePaymentRequest } from '../../services/payments/payment-requests';

export function paymentRequestRoutes(app: Hono, deps: Deps) {
  register(
    app,
    deps,
    'saveOrUpdatePaymentRequest',
    ({ body, user, deps }) => preparePaymentRequest(deps.db, deps.now(), user.id, body),
    async ({ body, user, db, deps, prepared }) => {
      const ownerUserId = await ownerFor(db, user, 'makePayment');
      if (body.customerEmailId !== user.email) throw HttpError.of(403, 'notYourEmail', { field: 'customerEmailId' });
      return createPaymentRequest(db, user, ownerUserId, body, prepared, deps.now());
    },
  );
}
