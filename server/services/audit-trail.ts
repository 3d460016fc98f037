import {
  SUBJECT_TYPES,
  ACCOUNT_STATUS_TEXT,
  PAYMENT_DECISIONS,
  REVIEW_STEPS,
  type AuditEvent,
  type PaymentDecision,
  type ReviewStepKey,
  type SubjectType,
} from '../../src/contract';
import { changedFieldLabels, REVIEW_DOCUMENT_LABELS, REVIEW_FIELD_LABELS } from '../../src/contract/review-labels';
import type { Db } from '../db';

/** The reviewers' audit trail (audit_events, written by audit.ts): each event read back with its English summary. */

const AUDIT_LIMIT = 500;

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
      return d.method === 'passkey'
        ? `Confirmed with a passkey on ${String(d.deviceName)} (${payment(d.statusId)})`
        : `Confirmed with the payment token (${payment(d.statusId)})`;
    case 'payment_released':
      return `Went to the reviewers: an account of the customer was approved (${payment(d.fromStatusId)} → ${payment(d.toStatusId)})`;
    case 'payment_decided':
      return withReason(
        `${PAYMENT_DECISIONS[d.decision as PaymentDecision]?.text ?? d.decision} (${payment(d.fromStatusId)} → ${payment(d.toStatusId)})`,
        d.reason,
      );
    case 'account_closed':
      return "Closed at the customer's erasure request: kept until the end of its retention, then erased";
    case 'payment_cancelled':
      return `Cancelled at the customer's erasure request (${payment(d.fromStatusId)} → ${payment(d.toStatusId)})`;
    case 'case_file_downloaded':
      return `Downloaded the case file (${d.format === 'zip' ? 'ZIP of the documents' : 'PDF'})`;
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
