import {
  SUBJECT_TYPES,
  ACCOUNT_DECISION_TEXT,
  ACCOUNT_STATUS_TEXT,
  ACCOUNT_TYPE,
  CORPORATE_STATUS,
  DECIDABLE_PAYMENT_STATUSES,
  INDIVIDUAL_STATUS,
  LOCKED_STATUS_IDS,
  PAYMENT_DECISIONS,
  PAYMENT_STATUS,
  REVIEW_STEPS,
  stepsOfAccountType,
  statusKind,
  type AccountDecision,
  type AccountReview,
  type AuditEvent,
  type PaymentDecision,
  type PaymentTitleParts,
  type QueueStatus,
  type QueueType,
  type RevisionState,
  type ReviewDecisionEntry,
  type ReviewQueueItem,
  type ReviewStepKey,
  type SubjectType,
} from '../../src/contract';
import { messageText } from '../../src/contract/message-texts';
import { changedFieldLabels, REVIEW_DOCUMENT_LABELS, REVIEW_FIELD_LABELS } from '../../src/contract/review-labels';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { deleteReplacedDocuments } from '../storage/documents';
import { releaseWaitingPayments } from './payment-eligibility';
import { recordAudit, type Actor } from './audit';
import { unusablePasswordHash } from './passwords';
import { applyRevision, closeRevision, UNDECIDED_REVISION_STATES, undecidedRevision } from './revisions';

/**
 * The review loop's rules: which submissions wait for the reviewers, what each decision does to the status (the product's
 * ids: account-status.ts, PAYMENT_STATUS), the decisions kept in review_decisions, and reviewer accounts.
 */

const QUEUE_LIMIT = 500;
const AUDIT_LIMIT = 500;

/**
 * Status ids each queue filter shows (undefined: every submitted one; []: none of that kind), and the state of the
 * revisions of approved accounts it adds.
 */
const QUEUE_FILTERS: Record<QueueStatus, { accounts?: number[]; payments?: number[]; revisions?: RevisionState }> = {
  awaiting: { accounts: [INDIVIDUAL_STATUS.pending, CORPORATE_STATUS.pending], payments: [PAYMENT_STATUS.submitted], revisions: 'submitted' },
  changesRequested: {
    accounts: [INDIVIDUAL_STATUS.changesRequested, CORPORATE_STATUS.changesRequested],
    payments: [PAYMENT_STATUS.invalidInvoice],
    revisions: 'changesRequested',
  },
  paused: { accounts: [], payments: [PAYMENT_STATUS.paused] },
  approved: { accounts: [INDIVIDUAL_STATUS.active, CORPORATE_STATUS.active], payments: [PAYMENT_STATUS.approved] },
  rejected: { accounts: [INDIVIDUAL_STATUS.rejected, CORPORATE_STATUS.rejected], payments: [PAYMENT_STATUS.failed] },
  all: {},
};

export const accountKind = (accountType: number) => (accountType === ACCOUNT_TYPE.individual ? 'kyc' : 'kyb');
export const accountTitle = (row: { account_type: number; display_name: string | null; id: number }) =>
  row.display_name ?? `${row.account_type === ACCOUNT_TYPE.individual ? 'Individual' : 'Business'} account ${row.id}`;
type PaymentTitleRow = {
  amount: string;
  amount_currency: string | null;
  crypto: string | null;
  source_currency: string;
  payment_type: number;
  payment_type_label: string;
};
export const paymentTitleParts = (row: PaymentTitleRow): PaymentTitleParts => ({
  amount: Number(row.amount),
  currency: row.amount_currency ?? row.crypto ?? row.source_currency,
  paymentTypeId: row.payment_type,
  paymentType: row.payment_type_label,
});
/** The English title; the back office writes it from paymentTitleParts in the reviewer's language. */
export const paymentTitle = (row: PaymentTitleRow) => {
  const parts = paymentTitleParts(row);
  return `${parts.amount.toLocaleString('en-US', { maximumFractionDigits: 8 })} ${parts.currency} · ${parts.paymentType}`;
};

const REVISION_STATUS_TEXT: Record<RevisionState, string> = {
  open: 'changes being edited',
  submitted: 'changes under review',
  changesRequested: 'changes sent back',
};

/** A LIKE pattern finding `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type QueueRow = Omit<ReviewQueueItem, 'assignedTo'>;

async function queuedAccounts(db: Db, filter: { accounts?: number[]; revisions?: RevisionState }, type: QueueType, search: string): Promise<QueueRow[]> {
  const statuses = filter.accounts;
  if ((statuses?.length === 0 && !filter.revisions) || type === 'payment') return [];
  let query = db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.owner_user_id')
    .leftJoin('account_revisions as r', (join) => join.onRef('r.account_id', '=', 'a.id').on('r.state', 'in', UNDECIDED_REVISION_STATES))
    .select([
      'a.id',
      'a.account_type',
      'a.status_id',
      'a.display_name',
      'a.submitted_at',
      'u.email',
      'r.state as revision_state',
      'r.submitted_at as revision_submitted_at',
    ])
    .where('a.submitted_at', 'is not', null)
    .orderBy('a.submitted_at')
    .orderBy('a.id')
    .limit(QUEUE_LIMIT);
  if (statuses) {
    const revisions = filter.revisions;
    query = query.where((eb) =>
      eb.or([...(statuses.length ? [eb('a.status_id', 'in', statuses)] : []), ...(revisions ? [eb('r.state', '=', revisions)] : [])]),
    );
  }
  if (type !== 'all') query = query.where('a.account_type', '=', type === 'kyc' ? ACCOUNT_TYPE.individual : ACCOUNT_TYPE.corporate);
  if (search) {
    const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
    query = query.where((eb) =>
      eb.or([eb('a.display_name', 'ilike', containing(search)), eb('u.email', 'ilike', containing(search)), ...(id !== null ? [eb('a.id', '=', id)] : [])]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => {
    const revision = row.revision_state as RevisionState | null;
    const statusText = ACCOUNT_STATUS_TEXT[row.status_id] ?? String(row.status_id);
    return {
      subjectType: 'account',
      subjectId: String(row.id),
      kind: accountKind(row.account_type),
      title: accountTitle(row),
      customerEmail: row.email,
      submittedAt: (revision === 'submitted' && row.revision_submitted_at ? row.revision_submitted_at : row.submitted_at!).toISOString(),
      statusId: row.status_id,
      statusText: revision ? `${statusText}, ${REVISION_STATUS_TEXT[revision]}` : statusText,
      revisionState: revision,
    };
  });
}

async function queuedPayments(db: Db, statuses: number[] | undefined, type: QueueType, search: string): Promise<QueueRow[]> {
  if (statuses?.length === 0 || (type !== 'all' && type !== 'payment')) return [];
  let query = db
    .selectFrom('payment_requests as p')
    .innerJoin('users as u', 'u.id', 'p.owner_user_id')
    .innerJoin('payment_types as t', 't.payment_type_id', 'p.payment_type')
    .innerJoin('payment_statuses as s', 's.payment_status_id', 'p.payment_status')
    .select([
      'p.transaction_id',
      'p.payment_type',
      'p.payment_status',
      's.payment_status as status_label',
      't.payment_type as payment_type_label',
      'p.amount',
      'p.amount_currency',
      'p.crypto',
      'p.source_currency',
      'p.confirmed_at',
      'p.created_at',
      'u.email',
    ])
    .where('p.payment_status', '!=', PAYMENT_STATUS.pending)
    .orderBy('p.confirmed_at')
    .orderBy('p.created_at')
    .limit(QUEUE_LIMIT);
  if (statuses) query = query.where('p.payment_status', 'in', statuses);
  if (search) {
    query = query.where((eb) =>
      eb.or([
        eb('u.email', 'ilike', containing(search)),
        eb(eb.fn<string>('concat_ws', [eb.val(' '), 'u.first_name', 'u.last_name']), 'ilike', containing(search)),
        eb('p.transaction_id', '=', search.toUpperCase()),
      ]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    subjectType: 'payment',
    subjectId: row.transaction_id,
    kind: 'payment',
    title: paymentTitle(row),
    payment: paymentTitleParts(row),
    customerEmail: row.email,
    submittedAt: (row.confirmed_at ?? row.created_at).toISOString(),
    statusId: row.payment_status,
    statusText: row.status_label,
  }));
}

/** Who took each assigned case, by `subjectType:subjectId`. */
async function assignments(db: Db, subject?: { type: SubjectType; id: string }) {
  let query = db
    .selectFrom('review_assignments as r')
    .innerJoin('users as u', 'u.id', 'r.reviewer_user_id')
    .select(['r.subject_type', 'r.subject_id', 'u.email']);
  if (subject) query = query.where('r.subject_type', '=', subject.type).where('r.subject_id', '=', subject.id);
  const rows = await query.execute();
  return new Map(rows.map((row) => [`${row.subject_type}:${row.subject_id}`, row.email]));
}

/** The reviewer who took this case, if one did. */
export const assigneeOf = async (db: Db, type: SubjectType, id: string) => (await assignments(db, { type, id })).get(`${type}:${id}`) ?? null;

/**
 * Submitted accounts and payment requests matching the filters and the search (part of the customer's name or email,
 * an account id or a transaction id), oldest submission first, each with the reviewer who took it.
 */
export async function reviewQueue(db: Db, status: QueueStatus, type: QueueType, search = ''): Promise<ReviewQueueItem[]> {
  const filter = QUEUE_FILTERS[status];
  const [accounts, payments, assigned] = await Promise.all([
    queuedAccounts(db, filter, type, search),
    queuedPayments(db, filter.payments, type, search),
    assignments(db),
  ]);
  return [...accounts, ...payments]
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt))
    .slice(0, QUEUE_LIMIT)
    .map((item) => ({ ...item, assignedTo: assigned.get(`${item.subjectType}:${item.subjectId}`) ?? null }));
}

/** "Assign to me": the reviewer takes a submitted account or payment request (404 for anything else). */
export async function assignToReviewer(db: Db, reviewer: Actor, subject: { type: SubjectType; id: string }) {
  const exists =
    subject.type === 'account'
      ? /^\d{1,9}$/.test(subject.id) &&
        (await db.selectFrom('accounts').select('id').where('id', '=', Number(subject.id)).where('submitted_at', 'is not', null).executeTakeFirst())
      : await db
          .selectFrom('payment_requests')
          .select('id')
          .where('transaction_id', '=', subject.id)
          .where('payment_status', '!=', PAYMENT_STATUS.pending)
          .executeTakeFirst();
  if (!exists) throw HttpError.of(404, 'nothingSubmitted');
  await db
    .insertInto('review_assignments')
    .values({ subject_type: subject.type, subject_id: subject.id, reviewer_user_id: reviewer.id })
    .onConflict((oc) => oc.columns(['subject_type', 'subject_id']).doUpdateSet({ reviewer_user_id: reviewer.id, assigned_at: new Date() }))
    .execute();
  return { assignedTo: reviewer.email };
}

const decisionEntry = (row: {
  decision: string;
  status_id: number;
  reason: string;
  affected_steps: string[];
  decided_at: Date;
  reviewer_email: string | null;
}): ReviewDecisionEntry => ({
  decision: row.decision,
  decisionText: ACCOUNT_DECISION_TEXT[row.decision as AccountDecision] ?? PAYMENT_DECISIONS[row.decision as PaymentDecision]?.text ?? row.decision,
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
    .where('accountId' in subject ? 'd.account_id' : 'd.payment_request_id', '=', 'accountId' in subject ? subject.accountId : subject.paymentRequestId)
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map(decisionEntry);
}

const ACCOUNT_DECISION_STATUS: Record<AccountDecision, keyof typeof INDIVIDUAL_STATUS> = {
  approve: 'active',
  reject: 'rejected',
  requestChanges: 'changesRequested',
};
const ACCOUNT_DECISION_ACTION = { approve: 'approved', reject: 'rejected', requestChanges: 'changes_requested' } as const;

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
export async function decideAccount(db: Db, reviewer: Actor, now: Date, input: AccountDecisionInput, seen: () => Promise<unknown[]>) {
  const account = await db.selectFrom('accounts').selectAll().where('id', '=', input.accountId).forUpdate().executeTakeFirst();
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
    throw HttpError.of(400, 'stepsNotOfAccount', values, { words, fieldErrors: { affectedSteps: messageText('stepsNotOfAccount', values, words) } });
  }
  const statuses = account.account_type === ACCOUNT_TYPE.individual ? INDIVIDUAL_STATUS : CORPORATE_STATUS;
  // What the reviewer decided on, kept to show what a later submission changed (before a revision is applied).
  const snapshot = JSON.stringify(await seen());
  const statusId = revision ? account.status_id : statuses[ACCOUNT_DECISION_STATUS[input.decision]];
  if (!revision) await db.updateTable('accounts').set({ status_id: statusId, updated_at: now }).where('id', '=', account.id).execute();
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
  const owner = await db.selectFrom('users').select(['id', 'email', 'language']).where('id', '=', account.owner_user_id).executeTakeFirstOrThrow();
  return { account, statusId, steps, owner, revision };
}

export interface PaymentDecisionInput {
  transactionId: string;
  decision: PaymentDecision;
  reason: string;
}

/** A reviewer's decision on a submitted (or paused, or invalid-invoice) payment request. */
export async function decidePayment(db: Db, reviewer: Actor, input: PaymentDecisionInput) {
  const payment = await db.selectFrom('payment_requests').selectAll().where('transaction_id', '=', input.transactionId).forUpdate().executeTakeFirst();
  if (!payment) throw HttpError.of(404, 'noSuchPayment');
  if (!DECIDABLE_PAYMENT_STATUSES.includes(payment.payment_status)) {
    const words = { paymentStatus: await paymentStatusText(db, payment.payment_status) };
    throw HttpError.of(409, 'paymentNotDecidable', { paymentStatus: String(payment.payment_status) }, { words });
  }
  const statusId = PAYMENT_DECISIONS[input.decision].statusId;
  await db.updateTable('payment_requests').set({ payment_status: statusId }).where('id', '=', payment.id).execute();
  await db
    .insertInto('review_decisions')
    .values({ payment_request_id: payment.id, reviewer_user_id: reviewer.id, decision: input.decision, status_id: statusId, reason: input.reason })
    .execute();
  await recordAudit(db, reviewer, {
    subjectType: 'payment',
    subjectId: payment.transaction_id,
    action: 'payment_decided',
    details: { decision: input.decision, fromStatusId: payment.payment_status, toStatusId: statusId, reason: input.reason },
  });
  const owner = await db.selectFrom('users').select(['id', 'email', 'language']).where('id', '=', payment.owner_user_id).executeTakeFirstOrThrow();
  return { payment, statusId, owner };
}

export async function paymentStatusText(db: Db, statusId: number) {
  const row = await db.selectFrom('payment_statuses').select('payment_status').where('payment_status_id', '=', statusId).executeTakeFirst();
  return row?.payment_status ?? String(statusId);
}

// ---------------------------------------------------------------------------------------------------------------
// Audit list

const statusText = (subjectType: SubjectType, id: unknown) =>
  subjectType === 'account' && typeof id === 'number' ? (ACCOUNT_STATUS_TEXT[id] ?? String(id)) : String(id);
const stepLabel = (step: unknown) => (typeof step === 'string' && step in REVIEW_STEPS ? REVIEW_STEPS[step as ReviewStepKey].label : String(step));
const withReason = (text: string, reason: unknown) => (typeof reason === 'string' && reason ? `${text}: ${reason}` : text);

function changesText(changed: unknown) {
  if (!Array.isArray(changed)) return ' (first save)';
  const labels = changedFieldLabels(changed).map((label) =>
    'field' in label ? REVIEW_FIELD_LABELS[label.field] : 'document' in label ? REVIEW_DOCUMENT_LABELS[label.document] : label.key,
  );
  return changed.length === 0 ? ' (nothing changed)' : ` (changed: ${labels.join(', ')})`;
}

/** The event in words for the reviewers' trail. */
export function describeEvent(row: { subject_type: SubjectType; action: string; details: Record<string, unknown> }, paymentStatuses: Map<number, string>) {
  const d = row.details;
  const payment = (id: unknown) => paymentStatuses.get(Number(id)) ?? String(id);
  switch (row.action) {
    case 'step_saved':
      return `Saved ${stepLabel(d.step)}${d.revisionId ? ' as a proposed change' : ''}${changesText(d.changedFields)}`;
    case 'submitted':
      return `${d.revisionId ? 'Submitted changes to the approved account' : 'Submitted for review'} with ${stepLabel(d.step)}${changesText(d.changedFields)}`;
    case 'approved':
      if (d.revisionId) return withReason('Approved the proposed changes (now on file)', d.reason);
      return withReason(`Approved (${statusText(row.subject_type, d.fromStatusId)} → ${statusText(row.subject_type, d.toStatusId)})`, d.reason);
    case 'rejected':
      if (d.revisionId) return withReason('Rejected the proposed changes (the approved details stay on file)', d.reason);
      return withReason(`Rejected (${statusText(row.subject_type, d.fromStatusId)} → ${statusText(row.subject_type, d.toStatusId)})`, d.reason);
    case 'changes_requested':
      return withReason(
        `Requested changes to ${(Array.isArray(d.affectedSteps) ? d.affectedSteps : []).map(stepLabel).join(', ')}${d.revisionId ? ' of the proposed changes' : ''}`,
        d.reason,
      );
    case 'payment_created':
      return `Created the payment request (${payment(d.statusId)})`;
    case 'payment_confirmed':
      return `Confirmed with the payment token (${payment(d.statusId)})`;
    case 'payment_released':
      return `Went to the reviewers: an account of the customer was approved (${payment(d.fromStatusId)} → ${payment(d.toStatusId)})`;
    case 'payment_decided':
      return withReason(
        `${PAYMENT_DECISIONS[d.decision as PaymentDecision]?.text ?? d.decision} (${payment(d.fromStatusId)} → ${payment(d.toStatusId)})`,
        d.reason,
      );
    default:
      return row.action;
  }
}

/** The trail of one subject (oldest first), or the latest events of all accounts and payments (newest first). */
export async function auditEvents(db: Db, subject?: { type: SubjectType; id: string }): Promise<AuditEvent[]> {
  // Phone hand-off and staff events (an operator's) stay in the table, for the record; the back office's trail is
  // about accounts and payments, by customers and reviewers.
  let query = db
    .selectFrom('audit_events')
    .selectAll()
    .where('subject_type', 'in', SUBJECT_TYPES)
    .where('actor_role', '!=', 'operator')
    .$narrowType<{ subject_type: SubjectType; actor_role: 'customer' | 'reviewer' }>()
    .limit(AUDIT_LIMIT);
  query = subject ? query.where('subject_type', '=', subject.type).where('subject_id', '=', subject.id).orderBy('id') : query.orderBy('id', 'desc');
  const [rows, statuses] = await Promise.all([query.execute(), db.selectFrom('payment_statuses').select(['payment_status_id', 'payment_status']).execute()]);
  const paymentStatuses = new Map(statuses.map((row) => [row.payment_status_id, row.payment_status]));
  return rows.map((row) => ({
    id: String(row.id),
    at: row.at.toISOString(),
    actorEmail: row.actor_email,
    actorRole: row.actor_role,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    action: row.action,
    summary: describeEvent(row, paymentStatuses),
    details: row.details,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// The customer's view

/** The latest decision on each of this owner's accounts (or on one of them: 404 when it is not theirs). */
export async function accountReviews(db: Db, ownerUserId: string, accountId?: number): Promise<AccountReview[]> {
  if (accountId !== undefined) {
    const owned = await db.selectFrom('accounts').select('id').where('id', '=', accountId).where('owner_user_id', '=', ownerUserId).executeTakeFirst();
    if (!owned) throw HttpError.of(404, 'noSuchAccount');
  }
  let query = db
    .selectFrom('review_decisions as d')
    .innerJoin('accounts as a', 'a.id', 'd.account_id')
    .leftJoin('account_revisions as r', (join) => join.onRef('r.account_id', '=', 'a.id').on('r.state', 'in', UNDECIDED_REVISION_STATES))
    .select(['d.account_id', 'a.status_id', 'd.decision', 'd.reason', 'd.affected_steps', 'd.decided_at', 'd.revision_id', 'r.state as revision_state'])
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
// Reviewer accounts

/**
 * Makes a reviewer: a users row with role 'reviewer' and a random password nobody knows; the person chooses their
 * own through the password reset flow. Refuses an email a customer already uses.
 */
export async function createReviewer(db: Db, email: string) {
  const existing = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (existing) throw HttpError.of(400, existing.role === 'reviewer' ? 'alreadyReviewer' : 'customerEmail', { email });
  return db
    .insertInto('users')
    .values({
      email,
      password_hash: await unusablePasswordHash(),
      country_code: '',
      mobile_number: '',
      status: 'Active',
      role: 'reviewer',
      parent_user_id: null,
      first_name: null,
      last_name: null,
      totp_secret: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
