/**
 * What the two ways of confirming a payment request share (the emailed token, payment-tokens.ts; a passkey,
 * payment-passkeys.ts): the request awaiting confirmation, and its confirmation recorded with how it was made.
 */
import type { Insertable } from 'kysely';
import {
  PAYMENT_AWAITS_ACCOUNT_APPROVAL,
  PAYMENT_HELD_FOR_CHECKS,
  PAYMENT_STATUS,
  UNCONFIRMED_PAYMENT_LIFETIME_MS,
} from '../../../src/contract';
import type { Db } from '../../db';
import type { PaymentConfirmationsTable } from '../../db/payments-schema';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { recordAudit } from '../compliance/audit';
import { paymentStatusOnConfirmation } from '../review/screening-review';

/**
 * The request to confirm: the one named, or else the caller's latest still waiting for confirmation. Only the user
 * who typed the request confirms it (the token goes to that user's email, the passkey is that user's).
 */
export function awaitingConfirmation(db: Db, userId: string, transactionId: string | undefined) {
  let query = db
    .selectFrom('payment_requests')
    .selectAll()
    .where('created_by_user_id', '=', userId)
    .where('payment_status', '=', PAYMENT_STATUS.pending)
    .orderBy('created_at', 'desc')
    .limit(1);
  if (transactionId) query = query.where('transaction_id', '=', transactionId);
  return query;
}

/** The request, if it can still be confirmed: one waiting for confirmation 24 hours after its creation has expired. */
export function stillConfirmable<T extends { created_at: Date }>(payment: T | undefined, now: Date): T {
  if (!payment) throw HttpError.of(404, 'nothingToConfirm');
  if (now.getTime() - payment.created_at.getTime() >= UNCONFIRMED_PAYMENT_LIFETIME_MS)
    throw HttpError.of(410, 'unconfirmedPaymentExpired');
  return payment;
}

type Evidence = Omit<
  Insertable<PaymentConfirmationsTable>,
  'payment_request_id' | 'confirmed_by_user_id' | 'confirmed_at'
>;

/**
 * The request confirmed: Submitted, Paused while its recipient has an open screening hit, or Awaiting account approval
 * while none of the owner's accounts is approved; how it was confirmed kept (with a passkey's evidence), audited, and
 * told to integrators (payment.confirmed's `method`).
 */
export async function recordConfirmation(
  db: Db,
  user: SessionUser,
  payment: { id: string; transaction_id: string; owner_user_id: string },
  now: Date,
  evidence: Evidence,
) {
  const statusId = await paymentStatusOnConfirmation(db, payment.id, payment.owner_user_id);
  await db
    .updateTable('payment_requests')
    .set({ payment_status: statusId, confirmed_at: now })
    .where('id', '=', payment.id)
    .execute();
  await db
    .insertInto('payment_confirmations')
    .values({ ...evidence, payment_request_id: payment.id, confirmed_by_user_id: user.id, confirmed_at: now })
    .execute();
  const details = {
    statusId,
    method: evidence.method,
    ...(evidence.device_name ? { deviceName: evidence.device_name } : {}),
  };
  await recordAudit(db, user, {
    subjectType: 'payment',
    subjectId: payment.transaction_id,
    action: 'payment_confirmed',
    details,
  });
  const status = await db
    .selectFrom('payment_statuses')
    .select('payment_status')
    .where('payment_status_id', '=', statusId)
    .executeTakeFirstOrThrow();
  return {
    transactionId: payment.transaction_id,
    paymentStatus: { paymentStatusId: statusId, paymentStatus: status.payment_status },
    message:
      statusId === PAYMENT_STATUS.submitted
        ? 'Your payment request was submitted.'
        : statusId === PAYMENT_STATUS.paused
          ? PAYMENT_HELD_FOR_CHECKS
          : PAYMENT_AWAITS_ACCOUNT_APPROVAL,
  };
}
