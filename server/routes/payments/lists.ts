import type { Hono } from 'hono';
import { PAYMENT_STATUS, UNCONFIRMED_PAYMENT_LIFETIME_MS } from '../../../src/contract';
import type { Db } from '../../db';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { notFound } from '../../http/errors';
import { ownerFor } from '../../services/owner';
import { paymentDefaults } from '../../services/payment-defaults';
import { readPaymentDetail, selectPayments, toListItem } from './views';

/** Lists are bounded: the overview shows the latest requests, newest first. */
const LIST_LIMIT = 500;

export function paymentListRoutes(app: Hono, deps: Deps) {
  /** The owner's requests, without those left unconfirmed past their 24 hours (expired: they can never be confirmed). */
  const ownPayments = (db: Db, ownerUserId: string, now: Date) =>
    selectPayments(db)
      .where('p.owner_user_id', '=', ownerUserId)
      .where((eb) => eb.or([eb('p.payment_status', '!=', PAYMENT_STATUS.pending), eb('p.created_at', '>', new Date(now.getTime() - UNCONFIRMED_PAYMENT_LIFETIME_MS))]))
      .orderBy('p.created_at', 'desc')
      .orderBy('p.transaction_id')
      .limit(LIST_LIMIT);

  register(app, deps, 'payments', async ({ user, db, deps }) => {
    const ownerUserId = await ownerFor(db, user, 'viewPayments');
    const rows = await ownPayments(db, ownerUserId, deps.now()).where('p.payment_status', '!=', PAYMENT_STATUS.pending).execute();
    return rows.map(toListItem);
  });

  register(app, deps, 'paymentDefaults', async ({ user, db }) => paymentDefaults(db, await ownerFor(db, user, 'makePayment')));

  register(app, deps, 'paymentByPaymentStatus', async ({ query, user, db, deps }) => {
    const ownerUserId = await ownerFor(db, user, 'viewPayments');
    const rows = await ownPayments(db, ownerUserId, deps.now()).where('p.payment_status', '=', query.payment_status).execute();
    return rows.map(toListItem);
  });

  register(app, deps, 'paymentByPaymentType', async ({ query, user, db, deps }) => {
    const ownerUserId = await ownerFor(db, user, 'viewPayments');
    const rows = await ownPayments(db, ownerUserId, deps.now()).where('p.payment_type', '=', query.payment_type).where('p.payment_status', '!=', PAYMENT_STATUS.pending).execute();
    return rows.map(toListItem);
  });

  register(app, deps, 'paymentDetail', async ({ query, user, db }) => {
    const ownerUserId = await ownerFor(db, user, 'viewPayments');
    const detail = await readPaymentDetail(db, ownerUserId, query.transaction_id);
    // Another customer's transaction id answers exactly like an unknown one.
    if (!detail) throw notFound('No payment request with this transaction id.');
    return detail;
  });
}
