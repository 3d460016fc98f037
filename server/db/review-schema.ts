import type { ColumnType, Generated } from 'kysely';

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
  actor_role: 'customer' | 'reviewer';
  subject_type: 'account' | 'payment';
  subject_id: string;
  action: string;
  details: Json<Record<string, unknown>>;
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
  /** Step keys (REVIEW_STEPS in src/contract/review.ts) the customer has to change. */
  affected_steps: ColumnType<string[], string | undefined, never>;
  decided_at: CreatedAt;
}

/** Per account and onboarding step: a digest of each field as last saved (never the values), to tell what changed. */
export interface StepDigestsTable {
  account_id: number;
  step: string;
  digests: ColumnType<Record<string, string>, string, string>;
}

export interface ReviewTables {
  audit_events: AuditEventsTable;
  review_decisions: ReviewDecisionsTable;
  step_digests: StepDigestsTable;
}
