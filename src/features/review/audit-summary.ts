import { ACCOUNT_STATUS_TEXT, REVIEW_STEPS, statusKind, type AuditEvent } from '@/contract';
import { changedFieldLabels } from '@/contract/review-labels';
import { textOr, type Translate } from '@/app/i18n';

/**
 * An audit event in words, in the chosen language, from its action and details (as the server's `summary` says it
 * in English); the server's summary for an action the app does not know.
 */
export function auditSummary(event: AuditEvent, t: Translate): string {
  const d = event.details;
  const step = (key: unknown) =>
    typeof key === 'string' && key in REVIEW_STEPS
      ? t(`review.steps.${key as keyof typeof REVIEW_STEPS}`)
      : String(key);
  const accountStatus = (id: unknown) =>
    event.subjectType === 'account' && typeof id === 'number' && id in ACCOUNT_STATUS_TEXT
      ? t(`accountStatus.${statusKind(id)}`)
      : String(id);
  const paymentStatus = (id: unknown) => textOr(t, `paymentStatuses.${Number(id)}`, String(id));
  const withReason = (text: string) =>
    typeof d.reason === 'string' && d.reason ? t('review.audit.withReason', { text, reason: d.reason }) : text;
  const changes = !Array.isArray(d.changedFields)
    ? t('review.audit.firstSave')
    : d.changedFields.length === 0
      ? t('review.audit.nothingChanged')
      : t('review.audit.changed', {
          fields: changedFieldLabels(d.changedFields)
            .map((label) =>
              'field' in label
                ? t(`reviewFields.fields.${label.field}`)
                : 'document' in label
                  ? t(`reviewFields.documents.${label.document}`)
                  : label.key,
            )
            .join(', '),
        });
  const revision = !!d.revisionId;
  switch (event.action) {
    case 'step_saved':
      return t(revision ? 'review.audit.stepSavedProposed' : 'review.audit.stepSaved', { step: step(d.step), changes });
    case 'submitted':
      return t(revision ? 'review.audit.submittedChanges' : 'review.audit.submitted', { step: step(d.step), changes });
    case 'approved':
      return withReason(
        revision
          ? t('review.audit.approvedChanges')
          : t('review.audit.approved', { from: accountStatus(d.fromStatusId), to: accountStatus(d.toStatusId) }),
      );
    case 'rejected':
      return withReason(
        revision
          ? t('review.audit.rejectedChanges')
          : t('review.audit.rejected', { from: accountStatus(d.fromStatusId), to: accountStatus(d.toStatusId) }),
      );
    case 'changes_requested': {
      const steps = (Array.isArray(d.affectedSteps) ? d.affectedSteps : []).map(step).join(', ');
      return withReason(
        t(revision ? 'review.audit.changesRequestedOfChanges' : 'review.audit.changesRequested', { steps }),
      );
    }
    case 'payment_created':
      return t('review.audit.paymentCreated', { status: paymentStatus(d.statusId) });
    case 'payment_confirmed':
      return d.method === 'passkey'
        ? t('review.audit.paymentConfirmedWithPasskey', {
            deviceName: String(d.deviceName),
            status: paymentStatus(d.statusId),
          })
        : t('review.audit.paymentConfirmed', { status: paymentStatus(d.statusId) });
    case 'payment_released':
      return t('review.audit.paymentReleased', {
        from: paymentStatus(d.fromStatusId),
        to: paymentStatus(d.toStatusId),
      });
    case 'account_closed':
      return t('review.audit.accountClosed');
    case 'payment_cancelled':
      return t('review.audit.paymentCancelled', {
        from: paymentStatus(d.fromStatusId),
        to: paymentStatus(d.toStatusId),
      });
    case 'payment_decided': {
      const decision = textOr(t, `review.decisionTexts.${String(d.decision)}`, String(d.decision));
      return withReason(
        t('review.audit.paymentDecided', {
          decision,
          from: paymentStatus(d.fromStatusId),
          to: paymentStatus(d.toStatusId),
        }),
      );
    }
    case 'case_file_downloaded':
      return t(d.format === 'zip' ? 'review.audit.caseFileDownloaded.zip' : 'review.audit.caseFileDownloaded.pdf');
    case 'screening_hit_decided':
      return withReason(
        t('review.audit.screeningHitDecided', {
          verdict: t(
            d.decision === 'trueMatch' ? 'review.screening.states.trueMatch' : 'review.screening.states.falseMatch',
          ),
          entry: String(d.entryId),
          list: `${String(d.listName)} ${String(d.listVersion)}`,
        }),
      );
    case 'first_approval':
      return withReason(t('review.audit.firstApproval'));
    default:
      return event.summary;
  }
}
