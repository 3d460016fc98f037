import {
  ACCOUNT_DECISION_TEXT,
  ACCOUNT_STATUS_TEXT,
  ACCOUNT_TYPE,
  CORPORATE_STATUS,
  DECIDABLE_PAYMENT_STATUSES,
  INDIVIDUAL_STATUS,
  PAYMENT_STATUS,
  LOCKED_STATUS_IDS,
  PAYMENT_DECISIONS,
  REVIEW_STEPS,
  stepsOfAccountType,
  statusKind,
  type AccountDecision,
  type AccountReview,
  type PaymentDecision,
  type RevisionState,
  type ReviewDecisionEntry,
  type ReviewStepKey,
} from '../../../src/contract';
import { messageText } from '../../../src/contract/message-texts';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { deleteReplacedDocuments } from '../../storage/documents';
import { releaseWaitingPayments } from '../payments/payment-eligibility';
import { recordAudit, type Actor } from '../compliance/audit';
import { applyRevision, closeRevision, UNDECIDED_REVISION_STATES, undecidedRevision } from '../onboarding/revisions';
import { approvalDecides, clearFirstApproval, refuseWithOpenHits } from './screening-review';

/**
 * Reviewers' decisions: what each does to an account's or payment request's status, the decisions kept in
 * review_decisions (with the snapshot of what was decided on), and the customer's read of the latest one.
 */

const decisionEntry = (row: {
  decision: string;
  status_id: number;
  reason: string;
  affected_steps: string[];
  decided_at: Date;
  reviewer_email: string | null;
}): ReviewDecisionEntry => ({
  decision: row.decision,
  decisionText:
    ACCOUNT_DECISION_TEXT[row.decision as AccountDecision] ??
    PAYMENT_DECISIONS[row.decision as PaymentDecision]?.text ??
    row.decision,
  statusId: row.status_id,
  reason: row.reason,
  affectedSteps: row.affected_steps as ReviewStepKey[],
  decidedAt: row.decided_at.toISOString(),
  reviewerEmail: row.reviewer_email ?? '(removed reviewer)',
});

/** Every decision on one account or payment request, newest first. */
export async function decisionsOf(db: Db, subject: { accountId: number } | { paymentRequestId: string }) {
  const rows = await db
    .selectFrom('review_decisions as d')
    .leftJoin('users as u', 'u.id', 'd.reviewer_user_id')
    .select(['d.decision', 'd.status_id', 'd.reason', 'd.affected_steps', 'd.decided_at', 'u.email as reviewer_email'])
    .where(
      'accountId' in subject ? 'd.account_id' : 'd.payment_request_id',
      '=',
      'accountId' in subject ? subject.accountId : subject.paymentRequestId,
    )
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map(decisionEntry);
}

const ACCOUNT_DECISION_STATUS: Record<AccountDecision, keyof typeof INDIVIDUAL_STATUS> = {
  approve: 'active',
  reject: 'rejected',
  requestChanges: 'changesRequested',
};
const ACCOUNT_DECISION_ACTION = {
  approve: 'approved',
  reject: 'rejected',
  requestChanges: 'changes_requested',
} as const;

export interface AccountDecisionInput {
  accountId: number;
  decision: AccountDecision;
  reason: string;
  affectedSteps: ReviewStepKey[];
}

/**
 * A reviewer's decision on a pending account, or on the submitted revision of an approved one: sets the account's
 * status (a revision's decision leaves it active: approval applies the revision, a send-back or rejection leaves the
 * approved data in force), keeps the decision and audits it. The row is locked first, so of two reviewers deciding
 * at once the second is told it was already decided. `seen` gives the detail's sections the reviewer decided on.
 */
export async function decideAccount(
  db: Db,
  reviewer: Actor,
  now: Date,
  input: AccountDecisionInput,
  seen: () => Promise<unknown[]>,
) {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', input.accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!account) throw HttpError.of(404, 'noSuchAccount');
  const pending = LOCKED_STATUS_IDS.includes(account.status_id);
  const revision = pending ? undefined : await undecidedRevision(db, account.id);
  if (!pending && revision?.state !== 'submitted') {
    const words = { accountStatus: ACCOUNT_STATUS_TEXT[account.status_id] ?? String(account.status_id) };
    throw HttpError.of(409, 'accountNotDecidable', { accountStatus: statusKind(account.status_id) }, { words });
  }
  const steps = input.decision === 'requestChanges' ? [...new Set(input.affectedSteps)] : [];
  const ownSteps = stepsOfAccountType(account.account_type);
  const foreign = steps.filter((step) => !ownSteps.includes(step));
  if (foreign.length > 0) {
    const words = { steps: foreign.map((step) => REVIEW_STEPS[step].label).join(', ') };
    const values = { steps: foreign.join(',') };
    throw HttpError.of(400, 'stepsNotOfAccount', values, {
      words,
      fieldErrors: { affectedSteps: messageText('stepsNotOfAccount', values, words) },
    });
  }
  if (input.decision === 'approve') {
    await refuseWithOpenHits(db, { accountId: account.id });
    if (!(await approvalDecides(db, reviewer, account.id, input.reason)))
      return { account, statusId: account.status_id, steps, firstApproval: true as const };
  }
  await clearFirstApproval(db, account.id);
  const statuses = account.account_type === ACCOUNT_TYPE.individual ? INDIVIDUAL_STATUS : CORPORATE_STATUS;
  // What the reviewer decided on, kept to show what a later submission changed (before a revision is applied).
  const snapshot = JSON.stringify(await seen());
  const statusId = revision ? account.status_id : statuses[ACCOUNT_DECISION_STATUS[input.decision]];
  if (!revision)
    await db
      .updateTable('accounts')
      // A rejection ends the relationship: retention runs from now (services/compliance/retention.ts).
      .set({
        status_id: statusId,
        updated_at: now,
        ...(input.decision === 'reject' ? { relationship_ended_at: now } : {}),
      })
      .where('id', '=', account.id)
      .execute();
  else if (input.decision === 'approve') await applyRevision(db, account, revision, now);
  else await closeRevision(db, account, revision, input.decision === 'reject' ? 'rejected' : 'changesRequested', now);
  // The replaced documents kept for this decision's "what changed" are not needed by the next one.
  await deleteReplacedDocuments(db, account.id);
  await db
    .insertInto('review_decisions')
    .values({
      account_id: account.id,
      reviewer_user_id: reviewer.id,
      decision: input.decision,
      status_id: statusId,
      reason: input.reason,
      affected_steps: JSON.stringify(steps),
      revision_id: revision?.id ?? null,
      snapshot,
    })
    .execute();
  await recordAudit(db, reviewer, {
    subjectType: 'account',
    subjectId: account.id,
    action: ACCOUNT_DECISION_ACTION[input.decision],
    details: {
      fromStatusId: account.status_id,
      toStatusId: statusId,
      reason: input.reason,
      affectedSteps: steps,
      ...(revision ? { revisionId: revision.id } : {}),
    },
  });
  if (input.decision === 'approve') await releaseWaitingPayments(db, reviewer, account.owner_user_id);
  const owner = await db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where('id', '=', account.owner_user_id)
    .executeTakeFirstOrThrow();
  return { account, statusId, steps, owner, revision, firstApproval: false as const };
}

/**
 * A screening hit confirmed as a true match ends the relationship: the account is rejected whatever its status
 * (pending, or approved when a list update found the person), an undecided revision closed, decided and audited as
 * a rejection (so integrators get account.rejected). A rejected account stays as it is.
 */
export async function rejectListedAccount(
  db: Db,
  reviewer: Actor,
  now: Date,
  accountId: number,
  reason: string,
  seen: () => Promise<unknown[]>,
) {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const statuses = account.account_type === ACCOUNT_TYPE.individual ? INDIVIDUAL_STATUS : CORPORATE_STATUS;
  if (account.status_id === statuses.rejected) return;
  const revision = await undecidedRevision(db, account.id);
  if (revision) await closeRevision(db, account, revision, 'rejected', now);
  const snapshot = JSON.stringify(await seen());
  await clearFirstApproval(db, account.id);
  await db
    .updateTable('accounts')
    .set({ status_id: statuses.rejected, updated_at: now })
    .where('id', '=', account.id)
    .execute();
  await db
    .insertInto('review_decisions')
    .values({
      account_id: account.id,
      reviewer_user_id: reviewer.id,
      decision: 'reject',
      status_id: statuses.rejected,
      reason,
      affected_steps: '[]',
      snapshot,
    })
    .execute();
  await recordAudit(db, reviewer, {
    subjectType: 'account',
    subjectId: account.id,
    action: 'rejected',
    details: {
      fromStatusId: account.status_id,
      toStatusId: statuses.rejected,
      reason,
      affectedSteps: [],
      screeningMatch: true,
    },
  });
}

/** A payment whose recipient is a true match fails (unless it was paid out, failed or withdrawn already), audited. */
export async function failListedPayment(db: Db, reviewer: Actor, paymentId: string, reason: string) {
  const payment = await db
    .selectFrom('payment_requests')
    .selectAll()
    .where('id', '=', paymentId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const final: number[] = [PAYMENT_STATUS.approved, PAYMENT_STATUS.failed, PAYMENT_STATUS.cancelled];
  if (final.includes(payment.payment_status)) return;
  await db
    .updateTable('payment_requests')
    .set({ payment_status: PAYMENT_STATUS.failed })
    .where('id', '=', payment.id)
    .execute();
  await db
    .insertInto('review_decisions')
    .values({
      payment_request_id: payment.id,
      reviewer_user_id: reviewer.id,
      decision: 'failed',
      status_id: PAYMENT_STATUS.failed,
      reason,
    })
    .execute();
  await recordAudit(db, reviewer, {
    subjectType: 'payment',
    subjectId: payment.transaction_id,
    action: 'payment_decided',
    details: {
      decision: 'failed',
      fromStatusId: payment.payment_status,
      toStatusId: PAYMENT_STATUS.failed,
      reason,
      screeningMatch: true,
    },
  });
}

export interface PaymentDecisionInput {
  transactionId: string;
  decision: PaymentDecision;
  reason: string;
}

/** A reviewer's decision on a submitted (or paused, or invalid-invoice) payment request. */
export async function decidePayment(db: Db, reviewer: Actor, input: PaymentDecisionInput) {
  const payment = await db
    .selectFrom('payment_requests')
    .selectAll()
    .where('transaction_id', '=', input.transactionId)
    .forUpdate()
    .executeTakeFirst();
  if (!payment) throw HttpError.of(404, 'noSuchPayment');
  if (!DECIDABLE_PAYMENT_STATUSES.includes(payment.payment_status)) {
    const words = { paymentStatus: await paymentStatusText(db, payment.payment_status) };
    throw HttpError.of(409, 'paymentNotDecidable', { paymentStatus: String(payment.payment_status) }, { words });
  }
  if (input.decision === 'approved') await refuseWithOpenHits(db, { paymentRequestId: payment.id });
  const statusId = PAYMENT_DECISIONS[input.decision].statusId;
  await db.updateTable('payment_requests').set({ payment_status: statusId }).where('id', '=', payment.id).execute();
  await db
    .insertInto('review_decisions')
    .values({
      payment_request_id: payment.id,
      reviewer_user_id: reviewer.id,
      decision: input.decision,
      status_id: statusId,
      reason: input.reason,
    })
    .execute();
  await recordAudit(db, reviewer, {
    subjectType: 'payment',
    subjectId: payment.transaction_id,
    action: 'payment_decided',
    details: {
      decision: input.decision,
      fromStatusId: payment.payment_status,
      toStatusId: statusId,
      reason: input.reason,
    },
  });
  const owner = await db
    .selectFrom('users')
    .select(['id', 'email', 'language'])
    .where('id', '=', payment.owner_user_id)
    .executeTakeFirstOrThrow();
  return { payment, statusId, owner };
}

export async function paymentStatusText(db: Db, statusId: number) {
  const row = await db
    .selectFrom('payment_statuses')
    .select('payment_status')
    .where('payment_status_id', '=', statusId)
    .executeTakeFirst();
  return row?.payment_status ?? String(statusId);
}

// ---------------------------------------------------------------------------------------------------------------
// Audit list

/** The latest decision on each of this owner's accounts (or on one of them: 404 when it is not theirs). */
export async function accountReviews(db: Db, ownerUserId: string, accountId?: number): Promise<AccountReview[]> {
  if (accountId !== undefined) {
    const owned = await db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', accountId)
      .where('owner_user_id', '=', ownerUserId)
      .executeTakeFirst();
    if (!owned) throw HttpError.of(404, 'noSuchAccount');
  }
  let query = db
    .selectFrom('review_decisions as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .leftJoin('account_revisions as r', (join) =>
      join.onRef('r.account_id', '=', 'a.id').on('r.state', 'in', UNDECIDED_REVISION_STATES),
    )
    .select([
      'd.account_id',
      'a.status_id',
      'd.decision',
      'd.reason',
      'd.affected_steps',
      'd.decided_at',
      'd.revision_id',
      'r.state as revision_state',
    ])
    .where('a.owner_user_id', '=', ownerUserId)
    .distinctOn('d.account_id')
    .orderBy('d.account_id')
    .orderBy('d.id', 'desc');
  if (accountId !== undefined) query = query.where('a.id', '=', accountId);
  const rows = await query.execute();
  return rows.map((row) => ({
    accountId: row.account_id!,
    accountStatusId: row.status_id,
    decision: row.decision as AccountDecision,
    decisionText: ACCOUNT_DECISION_TEXT[row.decision as AccountDecision],
    reason: row.reason,
    affectedSteps: row.affected_steps as ReviewStepKey[],
    decidedAt: row.decided_at.toISOString(),
    aboutRevision: row.revision_id !== null,
    revisionState: (row.revision_state as RevisionState | null) ?? null,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
