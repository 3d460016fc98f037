import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { ownerFor } from '../../services/profiles/owner';
import { paymentDefaults } from '../../services/payments/payment-defaults';
import { listPayments, readPaymentDetail } from '../../services/payments/payment-views';

export function paymentListRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'payments', async ({ user, db, deps }) =>
    listPayments(db, await ownerFor(db, user, 'viewPayments'), deps.now()),
  );

  register(app, deps, 'paymentDefaults', async ({ user, db }) =>
    paymentDefaults(db, await ownerFor(db, user, 'makePayment')),
  );

  register(app, deps, 'paymentByPaymentStatus', async ({ query, user, db, deps }) =>
    listPayments(db, await ownerFor(db, user, 'viewPayments'), deps.now(), { status: query.payment_status }),
  );

  register(app, deps, 'paymentByPaymentType', async ({ query, user, db, deps }) =>
    listPayments(db, await ownerFor(db, user, 'viewPayments'), deps.now(), { type: query.payment_type }),
  );

  register(app, deps, 'paymentDetail', async ({ query, user, db }) =>
    readPaymentDetail(db, await ownerFor(db, user, 'viewPayments'), query.transaction_id),
  );
}
