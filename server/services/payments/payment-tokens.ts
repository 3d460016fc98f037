/**
 * The 6-digit payment token that confirms a request: sent to the email of the user who typed the request, bound to
 * the request's content, and checked; a confirmed request goes to the reviewers or waits for an approved account.
 */
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { CODE_TTL_MS, consumeCode, issueCode, liveCode, MAX_CODE_ATTEMPTS } from '../auth/codes';
import { paymentContentDigest, paymentToConfirm } from './payment-content';
import { awaitingConfirmation, recordConfirmation, stillConfirmable } from './payment-confirmation';
import { hitRateLimit } from '../shared/rate-limit';

/**
 * The request's token: the one already sent while it is valid for the request as it is now (so reopening the page
 * asks for nothing), else a new one bound to the request's content, for the caller to mail (at most one per
 * 30 seconds a request, ten per 15 minutes a user). `resend` asks for a new one in any case.
 */
export async function issuePaymentToken(
  db: Db,
  userId: string,
  transactionId: string | undefined,
  resend: boolean,
  now: Date,
) {
  const payment = stillConfirmable(await awaitingConfirmation(db, userId, transactionId).executeTakeFirst(), now);
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
  return {
    token,
    transactionId: payment.transaction_id,
    sentAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    payment: summary,
  };
}

/**
 * Confirms the request with its token: Submitted, or Awaiting account approval while none of the owner's accounts is
 * approved; audited with the method. A right token sent before the request changed is used up and refused.
 */
export async function confirmPaymentRequest(
  db: Db,
  user: SessionUser,
  transactionId: string | undefined,
  token: string,
  now: Date,
) {
  const payment = stillConfirmable(
    await awaitingConfirmation(db, user.id, transactionId).forUpdate().executeTakeFirst(),
    now,
  );
  const code = await consumeCode(db, now, user.id, 'payment', token, payment.id);
  if (code.content_digest !== paymentContentDigest(payment))
    throw HttpError.of(409, 'paymentChangedSinceToken', undefined, { commit: true });
  return recordConfirmation(db, user, payment, now, { method: 'emailCode' });
}
