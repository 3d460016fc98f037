/** What waits for the customer (GET /notifications), read from their accounts, decisions and payment requests. */
import {
  isChangesRequested,
  PAYMENT_STATUS,
  REVIEW_STEPS,
  REVISION_DECISION_NOTICE_DAYS,
  UNCONFIRMED_PAYMENT_LIFETIME_MS,
  type CustomerNotification,
} from '../../../src/contract';
import type { Db } from '../../db';
import type { SessionUser } from '../../http/session';
import { ownerIfPermitted } from '../profiles/owner';
import { listPayments } from '../payments/payment-views';
import { accountReviews } from '../review/review-decisions';

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
  return rows.map((row) => ({
    kind: 'confirmPayment',
    transactionId: row.transaction_id,
    ...moneyOf(row),
    since: row.created_at.toISOString(),
  }));
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** Changes to approved accounts the reviewers approved or declined, not yet seen in the list, for 30 days at most. */
async function revisionsDecided(db: Db, user: SessionUser, now: Date): Promise<CustomerNotification[]> {
  const owner = await ownerIfPermitted(db, user, 'viewAccounts');
  if (!owner) return [];
  const rows = await db
    .selectFrom('account_revisions as r')
    .innerJoin('accounts as a', 'a.id', 'r.account_id')
    .leftJoin('review_decisions as d', 'd.revision_id', 'r.id')
    .select(['r.id', 'r.account_id', 'r.state', 'r.decided_at', 'a.account_type', 'a.display_name', 'd.reason'])
    .where('a.owner_user_id', '=', owner)
    .where('r.state', 'in', ['approved', 'rejected'])
    .where('r.customer_seen_at', 'is', null)
    .where('r.decided_at', '>', new Date(now.getTime() - REVISION_DECISION_NOTICE_DAYS * DAY_MS))
    .execute();
  return rows.map((row) => ({
    kind: 'revisionDecided',
    revisionId: row.id,
    accountId: row.account_id,
    accountType: row.account_type,
    accountName: row.display_name,
    approved: row.state === 'approved',
    reason: row.reason ?? '',
    since: row.decided_at!.toISOString(),
  }));
}

/** The customer opened the list showing these decided revisions: they stop counting. Others' revisions are ignored. */
export async function markRevisionDecisionsSeen(db: Db, user: SessionUser, revisionIds: number[], now: Date) {
  const owner = await ownerIfPermitted(db, user, 'viewAccounts');
  if (!owner || revisionIds.length === 0) return 0;
  const result = await db
    .updateTable('account_revisions')
    .set({ customer_seen_at: now })
    .where('id', 'in', revisionIds)
    .where('customer_seen_at', 'is', null)
    .where('decided_at', 'is not', null)
    .where('account_id', 'in', (query) => query.selectFrom('accounts').select('id').where('owner_user_id', '=', owner))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function customerNotifications(db: Db, user: SessionUser, now: Date): Promise<CustomerNotification[]> {
  const all = [
    ...(await changesRequested(db, user)),
    ...(await paymentsToConfirm(db, user, now)),
    ...(await invoicesNeeded(db, user, now)),
    ...(await revisionsDecided(db, user, now)),
  ];
  return all.sort((a, b) => b.since.localeCompare(a.since));
}
