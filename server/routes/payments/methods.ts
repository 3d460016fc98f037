import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { HttpError } from '../../http/errors';
import { ownerFor } from '../../services/profiles/owner';
import { addPaymentMethod, listOwnBankAccounts, listPaymentMethods } from '../../services/payments/payment-methods';

export function paymentMethodRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'addPaymentDetail', async ({ body, user, db }) => {
    const ownerUserId = await ownerFor(db, user, 'makePayment');
    if (body.userEmailAddress !== user.email) throw HttpError.of(403, 'notYourEmail', { field: 'userEmailAddress' });
    return addPaymentMethod(db, ownerUserId, body);
  });

  register(app, deps, 'ownBankAccounts', async ({ user, db }) =>
    listOwnBankAccounts(db, await ownerFor(db, user, 'makePayment')),
  );

  register(app, deps, 'paymentsByAccountId', async ({ query, user, db }) =>
    listPaymentMethods(db, await ownerFor(db, user, 'viewPayments'), query.account_id),
  );
}
