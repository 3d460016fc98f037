/** What waits for the customer (GET /notifications), read from their accounts, decisions and payment requests. */
import { isChangesRequested, PAYMENT_STATUS, REVIEW_STEPS, UNCONFIRMED_PAYMENT_LIFETIME_MS, type CustomerNotification } from '../../src/contract';
import type { Db } from '../db';
import type { SessionUser } from '../http/session';
import { ownerIfPermitted } from './owner';
import { listPayments } from './payment-views';
import { accountReviews } from './review';

const moneyOf = (row: { amount: string | number; amount_currency: string | null; crypto: string | null }) => ({
  amount: Number(row.amount),
  currency: row.amount_currency ?? row.crypto ?? '',
});

/** Accounts sent back for changes: only for a caller who may change them. */
async function changesRequested(db: Db, user: SessionUser): Promise<CustomerNotification[]> {
  const owner = await ownerIfPermitted(db, user, 'updateAccount');
  if (!owner) return [];
  const reviews = (await accountReviews(db, owner)).filter(isChangesRequested);
  if (reviews.length === 0) return [];
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'account_type', 'display_name'])
    .where(
      'id',
      'in',
      reviews.map((review) => review.accountId),
    )
    .execute();
  const byId = new Map(accounts.map((account) => [account.id, account]));
  return reviews.map((review) => {
    const account = byId.get(review.accountId);
    const step = review.affectedSteps[0];
    return {
      kind: 'changesRequested',
      accountId: review.accountId,
      accountType: account?.account_type ?? 1,
      accountName: account?.display_name ?? null,
      tab: step ? REVIEW_STEPS[step].tab : 0,
      reason: review.reason,
      since: review.decidedAt,
    };
  });
}

/** Requests the caller created that still wait for their token (only the one who created it can confirm it). */
async function paymentsToConfirm(db: Db, user: SessionUser, now: Date): Promise<CustomerNotification[]> {
  if (!(await ownerIfPermitted(db, user, 'makePayment'))) return [];
  const rows = await db
    .selectFrom('payment_requests')
    .select(['transaction_id', 'amount', 'amount_currency', 'crypto', 'created_at'])
    .where('created_by_user_id', '=', user.id)
    .where('payment_status', '=', PAYMENT_STATUS.pending)
    .where('created_at', '>', new Date(now.getTime() - UNCONFIRMED_PAYMENT_LIFETIME_MS))
    .execute();
  return rows.map((row) => ({ kind: 'confirmPayment', transactionId: row.transaction_id, ...moneyOf(row), since: row.created_at.toISOString() }));
}

/** Confirmed requests held until the customer uploads a valid invoice. */
async function invoicesNeeded(db: Db, user: SessionUser, now: Date): Promise<CustomerNotification[]> {
  const owner = await ownerIfPermitted(db, user, 'viewPayments');
  if (!owner) return [];
  const held = await listPayments(db, owner, now, { status: PAYMENT_STATUS.invalidInvoice });
  return held.map((payment) => ({
    kind: 'invoiceNeeded',
    transactionId: payment.transactionId,
    amount: payment.amount,
    currency: payment.currency,
    since: payment.reviewDecision?.decidedAt ?? payment.dateTime,
  }));
}

export async function customerNotifications(db: Db, user: SessionUser, now: Date): Promise<CustomerNotification[]> {
  const all = [...(await changesRequested(db, user)), ...(await paymentsToConfirm(db, user, now)), ...(await invoicesNeeded(db, user, now))];
  return all.sort((a, b) => b.since.localeCompare(a.since));
}
