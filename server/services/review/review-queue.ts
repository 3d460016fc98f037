import {
  ACCOUNT_STATUS_TEXT,
  ACCOUNT_TYPE,
  CORPORATE_STATUS,
  INDIVIDUAL_STATUS,
  PAYMENT_STATUS,
  type PaymentTitleParts,
  type QueueStatus,
  type QueueType,
  type RevisionState,
  type ReviewQueueItem,
  type SubjectType,
} from '../../../src/contract';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import type { Actor } from '../compliance/audit';
import { UNDECIDED_REVISION_STATES } from '../onboarding/revisions';

/**
 * The reviewers' queue: which submitted accounts, revisions and payment requests each filter shows (the product's
 * status ids: account-status.ts, PAYMENT_STATUS), their titles, and who took each case (review_assignments).
 */

const QUEUE_LIMIT = 500;

/**
 * Status ids each queue filter shows (undefined: every submitted one; []: none of that kind), and the state of the
 * revisions of approved accounts it adds.
 */
const QUEUE_FILTERS: Record<QueueStatus, { accounts?: number[]; payments?: number[]; revisions?: RevisionState }> = {
  awaiting: {
    accounts: [INDIVIDUAL_STATUS.pending, CORPORATE_STATUS.pending],
    payments: [PAYMENT_STATUS.submitted],
    revisions: 'submitted',
  },
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

async function queuedAccounts(
  db: Db,
  filter: { accounts?: number[]; revisions?: RevisionState },
  type: QueueType,
  search: string,
): Promise<QueueRow[]> {
  const statuses = filter.accounts;
  if ((statuses?.length === 0 && !filter.revisions) || type === 'payment') return [];
  let query = db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.owner_user_id')
    .leftJoin('account_revisions as r', (join) =>
      join.onRef('r.account_id', '=', 'a.id').on('r.state', 'in', UNDECIDED_REVISION_STATES),
    )
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
      eb.or([
        ...(statuses.length ? [eb('a.status_id', 'in', statuses)] : []),
        ...(revisions ? [eb('r.state', '=', revisions)] : []),
      ]),
    );
  }
  if (type !== 'all')
    query = query.where('a.account_type', '=', type === 'kyc' ? ACCOUNT_TYPE.individual : ACCOUNT_TYPE.corporate);
  if (search) {
    const id = /^\d{1,9}$/.test(search) ? Number(search) : null;
    query = query.where((eb) =>
      eb.or([
        eb('a.display_name', 'ilike', containing(search)),
        eb('u.email', 'ilike', containing(search)),
        ...(id !== null ? [eb('a.id', '=', id)] : []),
      ]),
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
      submittedAt: (revision === 'submitted' && row.revision_submitted_at
        ? row.revision_submitted_at
        : row.submitted_at!
      ).toISOString(),
      statusId: row.status_id,
      statusText: revision ? `${statusText}, ${REVISION_STATUS_TEXT[revision]}` : statusText,
      revisionState: revision,
    };
  });
}

async function queuedPayments(
  db: Db,
  statuses: number[] | undefined,
  type: QueueType,
  search: string,
): Promise<QueueRow[]> {
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
export const assigneeOf = async (db: Db, type: SubjectType, id: string) =>
  (await assignments(db, { type, id })).get(`${type}:${id}`) ?? null;

/**
 * Submitted accounts and payment requests matching the filters and the search (part of the customer's name or email,
 * an account id or a transaction id), oldest submission first, each with the reviewer who took it.
 */
export async function reviewQueue(
  db: Db,
  status: QueueStatus,
  type: QueueType,
  search = '',
): Promise<ReviewQueueItem[]> {
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
        (await db
          .selectFrom('accounts')
          .select('id')
          .where('id', '=', Number(subject.id))
          .where('submitted_at', 'is not', null)
          .executeTakeFirst())
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
    .onConflict((oc) =>
      oc
        .columns(['subject_type', 'subject_id'])
        .doUpdateSet({ reviewer_user_id: reviewer.id, assigned_at: new Date() }),
    )
    .execute();
  return { assignedTo: reviewer.email };
}
