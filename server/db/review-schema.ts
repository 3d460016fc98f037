import type { ColumnType, Generated } from 'kysely';
import type { RevisionState as UndecidedRevisionState } from '../../src/contract';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Json<T> = ColumnType<T, string, never>;

/**
 * One line of the audit trail (migration 007-review): who (actor), when (at), what (action on a subject, details).
 * Append-only: a database trigger refuses UPDATE, DELETE and TRUNCATE. subject_id is an account id (as text) or a
 * payment request's transaction id.
 */
export interface AuditEventsTable {
  /** bigserial: a string from PostgreSQL, a number from PGlite. */
  id: Generated<string | number>;
  at: CreatedAt;
  actor_user_id: string | null;
  actor_email: string;
  /** 'operator' since migration 026: a command run on the server (no actor_user_id). */
  actor_role: 'customer' | 'reviewer' | 'operator';
  /**
   * 'handoff' since migration 023: a phone hand-off (services/onboarding/handoffs.ts); 'user' since 026: a staff
   * account.
   */
  subject_type: 'account' | 'payment' | 'handoff' | 'user';
  subject_id: string;
  action: string;
  details: Json<Record<string, unknown>>;
  /** The hash chain (migration 043, services/compliance/audit-chain.ts). */
  prev_hash: string;
  hash: string;
  personal_digest: string;
  /** Null once the row's personal content was erased (redacted_at says when). */
  personal_salt: Uint8Array | null;
  redacted_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** The chain's last row: appends lock this single row (migration 043). */
export interface AuditChainHeadTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  last_event_id: string | null;
  hash: string;
}

/** Each day's last chain hash, once housekeeping wrote it to the log and the metrics. */
export interface AuditChainDaysTable {
  day: ColumnType<Date, string, string>;
  last_event_id: string;
  hash: string;
  published_at: CreatedAt;
}

/** A reviewer's decision on an account or a payment request (exactly one of the two ids); the latest one counts. */
export interface ReviewDecisionsTable {
  id: Generated<string>;
  account_id: number | null;
  payment_request_id: string | null;
  reviewer_user_id: string | null;
  decision: string;
  /** The status the decision set (account-status.ts or PAYMENT_STATUS). */
  status_id: number;
  reason: Generated<string>;
  /** Step keys (REVIEW_STEPS in src/contract/review/decisions.ts) the customer has to change. */
  affected_steps: ColumnType<string[], string | undefined, never>;
  decided_at: CreatedAt;
  /** The revision decided on (migration 017); null for the account's own submission and for payments. */
  revision_id: ColumnType<number | null, number | null | undefined, never>;
  /** The detail as the reviewer saw it when deciding (ReviewSection[]), to show what changed since. */
  snapshot: ColumnType<unknown[] | null, string | null | undefined, never>;
}

/** Per account and onboarding step: a digest of each field as last saved (never the values), to tell what changed. */
export interface StepDigestsTable {
  account_id: number;
  step: string;
  digests: ColumnType<Record<string, string>, string, string>;
}

/** The undecided states (src/contract/review/decisions.ts REVISION_STATES), then the two final ones. */
export type RevisionState = UndecidedRevisionState | 'approved' | 'rejected';
/** One step of a revision: its payload as saved, document bytes left out, and the documents it stored, by field. */
export interface RevisionStep {
  payload: Record<string, unknown>;
  documents: Record<string, string>;
}

/** A proposed change to an approved account (migration 017); the live tables hold the approved data meanwhile. */
export interface AccountRevisionsTable {
  id: Generated<number>;
  account_id: number;
  state: RevisionState;
  /** Step key (REVIEW_STEPS) → the step as saved in this revision. */
  steps: ColumnType<Record<string, RevisionStep>, string | undefined, string>;
  created_at: CreatedAt;
  submitted_at: Date | null;
  decided_at: Date | null;
  /** When the customer saw the decision in the notifications list (migration 030). */
  customer_seen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Which reviewer took a queued subject (migration 017). */
export interface ReviewAssignmentsTable {
  subject_type: 'account' | 'payment';
  subject_id: string;
  reviewer_user_id: string;
  assigned_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReviewTables {
  account_revisions: AccountRevisionsTable;
  review_assignments: ReviewAssignmentsTable;
  audit_events: AuditEventsTable;
  audit_chain_head: AuditChainHeadTable;
  audit_chain_days: AuditChainDaysTable;
  review_decisions: ReviewDecisionsTable;
  step_digests: StepDigestsTable;
}
