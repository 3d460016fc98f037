/**
 * The 6-digit payment token that confirms a request: sent to the email of the user who typed the request, bound to
 * the request's content, and checked; a confirmed request goes to the reviewers or waits for an approved account.
 */
import { PAYMENT_AWAITS_ACCOUNT_APPROVAL, PAYMENT_HELD_FOR_CHECKS, PAYMENT_STATUS, UNCONFIRMED_PAYMENT_LIFETIME_MS } from '../../src/contract';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import type { SessionUser } from '../http/session';
import { recordAudit } from './audit';
import { CODE_TTL_MS, consumeCode, issueCode, liveCode, MAX_CODE_ATTEMPTS } from './codes';
import { paymentContentDigest, paymentToConfirm } from './payment-content';
import { paymentStatusOnConfirmation } from './screening-review';
import { hitRateLimit } from './rate-limit';

/**
 * The request a payment token confirms: the one named, or else the caller's latest still waiting for its token.
 * Only the user who typed the request confirms it (the token goes to that user's email).
 */
function awaitingToken(db: Db, userId: string, transactionId: string | undefined) {
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

/** The request, if it can still be confirmed: one waiting for its token 24 hours after its creation has expired. */
function stillConfirmable<T extends { created_at: Date }>(payment: T | undefined, now: Date): T {
  if (!payment) throw HttpError.of(404, 'nothingToConfirm');
  if (now.getTime() - payment.created_at.getTime() >= UNCONFIRMED_PAYMENT_LIFETIME_MS) throw HttpError.of(410, 'unconfirmedPaymentExpired');
  return payment;
}

/**
 * The request's token: the one already sent while it is valid for the request as it is now (so reopening the page
 * asks for nothing), else a new one bound to the request's content, for the caller to mail (at most one per
 * 30 seconds a request, ten per 15 minutes a user). `resend` asks for a new one in any case.
 */
export async function issuePaymentToken(db: Db, userId: string, transactionId: string | undefined, resend: boolean, now: Date) {
  const payment = stillConfirmable(await awaitingToken(db, userId, transactionId).executeTakeFirst(), now);
  const contentDigest = paymentContentDigest(payment);
  const summary = await paymentToConfirm(db, payment);
  const live = resend ? undefined : await liveCode(db, now, userId, 'payment', payment.id).executeTakeFirst();
  const kept = live && live.attempts < MAX_CODE_ATTEMPTS && live.content_digest === contentDigest ? live : undefined;
  if (kept) {
    return {
      token: null,
      transactionId: payment.transaction_id,
      sentAt: new Date(kept.expires_at.getTime() - CODE_TTL_MS),
      expiresAt: kept.expires_at,
      payment: summary,
    };
  }
  await hitRateLimit(db, now, `payment-token-gap:${payment.id}`, 1, 30_000, 'paymentTokenSentRecently');
  await hitRateLimit(db, now, `payment-token-burst:${userId}`, 10, 15 * 60_000, 'tooManyPaymentTokens');
  const token = await issueCode(db, now, userId, 'payment', payment.id, undefined, contentDigest);
  return { token, transactionId: payment.transaction_id, sentAt: now, expiresAt: new Date(now.getTime() + CODE_TTL_MS), payment: summary };
}

/**
 * Confirms the request with its token: Submitted, or Awaiting account approval while none of the owner's accounts is
 * approved; audited. A right token sent before the request changed is used up and refused.
 */
export async function confirmPaymentRequest(db: Db, user: SessionUser, transactionId: string | undefined, token: string, now: Date) {
  const payment = stillConfirmable(await awaitingToken(db, user.id, transactionId).forUpdate().executeTakeFirst(), now);
  const code = await consumeCode(db, now, user.id, 'payment', token, payment.id);
  if (code.content_digest !== paymentContentDigest(payment)) throw HttpError.of(409, 'paymentChangedSinceToken', undefined, { commit: true });
  const statusId = await paymentStatusOnConfirmation(db, payment.id, payment.owner_user_id);
  await db.updateTable('payment_requests').set({ payment_status: statusId, confirmed_at: now }).where('id', '=', payment.id).execute();
  await recordAudit(db, user, { subjectType: 'payment', subjectId: payment.transaction_id, action: 'payment_confirmed', details: { statusId } });
  const status = await db.selectFrom('payment_statuses').select('payment_status').where('payment_status_id', '=', statusId).executeTakeFirstOrThrow();
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
