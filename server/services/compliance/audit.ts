/**
 * The audit trail: table audit_events (migration 007-review), one row per submission and per decision, with who
 * (actor), when (at) and what (action, details). Rows are only ever appended, here, to a hash chain (audit-chain.ts);
 * the database refuses DELETE, TRUNCATE and every UPDATE but the erasure of a row's personal content, and the API has
 * no endpoint that changes it. Onboarding steps also keep a digest
 * of each field as last saved in step_digests (never the values), so a resubmission records which fields changed.
 * Call these inside the request's transaction (ctx.db), so the event commits or rolls back with the change itself.
 */
import { recordWebhookEvent } from '../../webhooks/events';
import { LOCKED_STATUS_IDS, type ReviewStepKey, type SubjectType } from '../../../src/contract';
import type { Db } from '../../db';
import { appendAuditRow } from './audit-chain';
import { keyedDigest } from '../shared/crypto';

export interface Actor {
  id: string;
  email: string;
  role: 'customer' | 'reviewer';
}

/** A command an operator ran on the server (e.g. npm run reviewer:reset-2fa): `email` says who ran it, where. */
export interface OperatorActor {
  id: null;
  email: string;
  role: 'operator';
}

export interface AuditInput {
  subjectType: SubjectType | 'handoff' | 'user';
  /** An account id, a payment request's transaction id, a phone hand-off's id or a user's id. */
  subjectId: string | number;
  action: AuditAction;
  details?: Record<string, unknown>;
}

export const AUDIT_ACTIONS = [
  'step_saved',
  'submitted',
  'approved',
  'rejected',
  'changes_requested',
  'payment_created',
  'payment_confirmed',
  'payment_decided',
  /** A confirmed request that waited for an approved account went to the reviewers. */
  'payment_released',
  /**
   * Phone hand-off (services/onboarding/handoffs.ts): a link made, mailed, opened on the phone, a document added,
   * cancelled.
   */
  'handoff_started',
  'handoff_mailed',
  'handoff_opened',
  'handoff_uploaded',
  'handoff_cancelled',
  /** An operator removed a reviewer's two-factor sign-in (lost authenticator): set up again at the next sign-in. */
  'two_factor_reset',
  /**
   * Sanctions screening (services/review/screening-review.ts): a hit marked a true or false match; a high-risk
   * account's first approval.
   */
  'screening_hit_decided',
  'first_approval',
  /** A reviewer downloaded an account's case file (its PDF or the ZIP of its documents). */
  'case_file_downloaded',
  /**
   * A customer's erasure request (services/compliance/erasure-request.ts): the request, each account it closed, each
   * payment it cancelled.
   */
  'erasure_requested',
  'account_closed',
  'payment_cancelled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export async function recordAudit(
  db: Db,
  actor: Actor | OperatorActor,
  { subjectType, subjectId, action, details = {} }: AuditInput,
) {
  await appendAuditRow(db, {
    actorUserId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    subjectType,
    subjectId: String(subjectId),
    action,
    details,
  });
  await recordWebhookEvent(db, { subjectType, subjectId, action, details });
}

/** Secrets and ids that say nothing about what the customer changed. */
const NOT_COMPARED = new Set(['accountId', 'customerPassword']);

function digestsOf(accountId: number, payload: Record<string, unknown>) {
  const entries = Object.entries(payload).filter(([field]) => !NOT_COMPARED.has(field));
  return Object.fromEntries(
    entries.map(([field, value]) => [field, keyedDigest(`${accountId}:${field}:${JSON.stringify(value)}`)]),
  );
}

/**
 * A customer saved an onboarding step of an account: records 'submitted' when the save sent the account (or its
 * revision) to the reviewers, else 'step_saved', with the fields that differ from the step's previous save
 * (changedFields is null for the first save). Call it last in the handler, once the account's status is set.
 */
export async function recordStepSaved(
  db: Db,
  actor: Actor,
  accountId: number,
  step: ReviewStepKey,
  payload: object,
  revision?: { id: number; state: string },
) {
  const digests = digestsOf(accountId, payload as Record<string, unknown>);
  const previous = await db
    .selectFrom('step_digests')
    .select('digests')
    .where('account_id', '=', accountId)
    .where('step', '=', step)
    .executeTakeFirst();
  const changedFields = previous
    ? [...new Set([...Object.keys(digests), ...Object.keys(previous.digests)])].filter(
        (field) => digests[field] !== previous.digests[field],
      )
    : null;
  await db
    .insertInto('step_digests')
    .values({ account_id: accountId, step, digests: JSON.stringify(digests) })
    .onConflict((oc) => oc.columns(['account_id', 'step']).doUpdateSet({ digests: JSON.stringify(digests) }))
    .execute();
  const { status_id: statusId } = await db
    .selectFrom('accounts')
    .select('status_id')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  await recordAudit(db, actor, {
    subjectType: 'account',
    subjectId: accountId,
    action: (revision ? revision.state === 'submitted' : LOCKED_STATUS_IDS.includes(statusId))
      ? 'submitted'
      : 'step_saved',
    details: { step, statusId, changedFields, ...(revision ? { revisionId: revision.id } : {}) },
  });
}
