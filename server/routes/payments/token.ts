import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { HttpError } from '../../http/errors';
import { paymentTokenMail } from '../../mail/templates';
import { ownerFor } from '../../services/owner';
import { confirmPaymentRequest, issuePaymentToken } from '../../services/payment-tokens';

export function paymentTokenRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'paymentToken', async ({ query, user, db, deps, afterCommit }) => {
    await ownerFor(db, user, 'makePayment');
    if (query.customer_email !== user.email) throw HttpError.of(403, 'notYourEmail', { field: 'customer_email' });
    const { token, transactionId } = await issuePaymentToken(db, user.id, query.transactionId, deps.now());
    afterCommit(() => deps.mailer.send(paymentTokenMail(user.email, token, user.language)));
    return {
      paymentToken: deps.config.demoMail ? token : '',
      transactionId,
      message: 'We sent a 6-digit payment token to your email. It expires in 10 minutes.',
    };
  });

  register(app, deps, 'validatePaymentToken', async ({ body, user, db, deps }) => {
    await ownerFor(db, user, 'makePayment');
    if (body.email !== user.email) throw HttpError.of(403, 'notYourEmail', { field: 'email' });
    return confirmPaymentRequest(db, user, body.transactionId, body.token, deps.now());
  });
}
