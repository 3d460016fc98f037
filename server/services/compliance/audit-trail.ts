import {
  SUBJECT_TYPES,
  ACCOUNT_STATUS_TEXT,
  REVIEW_STEPS,
  statusKind,
  type AuditEvent,
  type PaymentDecision,
  type ReviewStepKey,
  type SubjectType,
} from '../../../src/contract';
import { changedFieldLabels, fillIn } from '../../../src/contract/review-labels';
import type { Db } from '../../db';
import { CASE_FILE_TEXTS } from '../../mail/case-file-texts';
import type { MailLanguage } from '../../mail/templates';

/** The reviewers' audit trail (audit_events, written by audit.ts): each event read back with its English summary. */

const AUDIT_LIMIT = 500;

/** The event in words for the reviewers' trail (English) or a case file (its reader's language): the back office's words. */
export function describeEvent(
  row: { subject_type: SubjectType; action: string; details: Record<string, unknown> },
  paymentStatuses: Map<number, string>,
  language: MailLanguage = 'en',
) {
  const words = CASE_FILE_TEXTS[language];
  const said = words.auditSummaries;
  const d = row.details;
  const payment = (id: unknown) => paymentStatuses.get(Number(id)) ?? String(id);
  const status = (id: unknown) =>
    row.subject_type === 'account' && typeof id === 'number' && id in ACCOUNT_STATUS_TEXT
      ? words.statuses[statusKind(id)]
      : String(id);
  const step = (key: unknown) =>
    typeof key === 'string' && key in REVIEW_STEPS ? words.stepNames[key as ReviewStepKey] : String(key);
  const withReason = (text: string) =>
    typeof d.reason === 'string' && d.reason ? fillIn(said.withReason, { text, reason: d.reason }) : text;
  const changed = d.changedFields;
  const changes = !Array.isArray(changed)
    ? said.firstSave
    : changed.length === 0
      ? said.nothingChanged
      : fillIn(said.changed, {
          fields: changedFieldLabels(changed)
            .map((label) =>
              'field' in label
                ? words.fieldLabels[label.field]
                : 'document' in label
                  ? words.documentLabels[label.document]
                  : label.key,
            )
            .join(', '),
        });
  const revision = !!d.revisionId;
  const fromTo = (name: (id: unknown) => string) => ({ from: name(d.fromStatusId), to: name(d.toStatusId) });
  switch (row.action) {
    case 'step_saved':
      return fillIn(revision ? said.stepSavedProposed : said.stepSaved, { step: step(d.step), changes });
    case 'submitted':
      return fillIn(revision ? said.submittedChanges : said.submitted, { step: step(d.step), changes });
    case 'approved':
      return withReason(revision ? said.approvedChanges : fillIn(said.approved, fromTo(status)));
    case 'rejected':
      return withReason(revision ? said.rejectedChanges : fillIn(said.rejected, fromTo(status)));
    case 'changes_requested': {
      const steps = (Array.isArray(d.affectedSteps) ? d.affectedSteps : []).map(step).join(', ');
      return withReason(fillIn(revision ? said.changesRequestedOfChanges : said.changesRequested, { steps }));
    }
    case 'payment_created':
      return fillIn(said.paymentCreated, { status: payment(d.statusId) });
    case 'payment_confirmed':
      return d.method === 'passkey'
        ? fillIn(said.paymentConfirmedWithPasskey, { deviceName: String(d.deviceName), status: payment(d.statusId) })
        : fillIn(said.paymentConfirmed, { status: payment(d.statusId) });
    case 'payment_released':
      return fillIn(said.paymentReleased, fromTo(payment));
    case 'payment_decided':
      return withReason(
        fillIn(said.paymentDecided, {
          decision: words.decisionNames[d.decision as PaymentDecision] ?? String(d.decision),
          ...fromTo(payment),
        }),
      );
    case 'account_closed':
      return said.accountClosed;
    case 'payment_cancelled':
      return fillIn(said.paymentCancelled, fromTo(payment));
    case 'case_file_downloaded':
      return d.format === 'zip' ? said.caseFileDownloaded.zip : said.caseFileDownloaded.pdf;
    case 'screening_hit_decided':
      return withReason(
        fillIn(said.screeningHitDecided, {
          verdict: words.hits.states[d.decision === 'trueMatch' ? 'trueMatch' : 'falseMatch'],
          entry: String(d.entryId),
          list: `${String(d.listName)} ${String(d.listVersion)}`,
        }),
      );
    case 'first_approval':
      return withReason(said.firstApproval);
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
  query = subject
    ? query.where('subject_type', '=', subject.type).where('subject_id', '=', subject.id).orderBy('id')
    : query.orderBy('id', 'desc');
  const [rows, statuses] = await Promise.all([
    query.execute(),
    db.selectFrom('payment_statuses').select(['payment_status_id', 'payment_status']).execute(),
  ]);
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
