import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { HttpError } from '../../http/errors';
import { paymentTokenMail } from '../../mail/templates';
import { ownerFor } from '../../services/profiles/owner';
import { confirmPaymentRequest, issuePaymentToken } from '../../services/payments/payment-tokens';

export function paymentTokenRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'paymentToken', async ({ query, user, db, deps, sendMail }) => {
    await ownerFor(db, user, 'makePayment');
    if (query.customer_email !== user.email) throw HttpError.of(403, 'notYourEmail', { field: 'customer_email' });
    const issued = await issuePaymentToken(db, user.id, query.transactionId, query.resend === 'true', deps.now());
    const { token, payment } = issued;
    if (token)
      await sendMail(paymentTokenMail(user.email, token, payment, user.language), { expiresAt: issued.expiresAt });
    return {
      paymentToken: token && deps.config.demoMail ? token : '',
      transactionId: issued.transactionId,
      message: token
        ? 'We sent a 6-digit payment token to your email. It expires in 10 minutes.'
        : 'The 6-digit payment token we sent to your email is still valid.',
      newlySent: token !== null,
      sentAt: issued.sentAt.toISOString(),
      expiresAt: issued.expiresAt.toISOString(),
      payment,
    };
  });

  register(app, deps, 'validatePaymentToken', async ({ body, user, db, deps }) => {
    await ownerFor(db, user, 'makePayment');
    if (body.email !== user.email) throw HttpError.of(403, 'notYourEmail', { field: 'email' });
    return confirmPaymentRequest(db, user, body.transactionId, body.token, deps.now());
  });
}
