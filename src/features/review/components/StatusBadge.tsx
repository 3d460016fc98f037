import { Badge } from '@mantine/core';
import {
  ACCOUNT_STATUS_TEXT,
  PAYMENT_STATUS,
  statusKind,
  type AccountStatusKind,
  type RevisionState,
  type SubjectKind,
  type SubjectType,
} from '@/contract';
import { referenceName } from '@/app/wording/reference-names';
import { useTranslation } from '@/app/i18n';

const ACCOUNT_COLOR: Record<AccountStatusKind, string> = {
  pending: 'yellow',
  active: 'green',
  incomplete: 'gray',
  rejected: 'red',
  changesRequested: 'orange',
};
const PAYMENT_COLOR: Record<number, string> = {
  [PAYMENT_STATUS.submitted]: 'yellow',
  [PAYMENT_STATUS.approved]: 'green',
  [PAYMENT_STATUS.invalidInvoice]: 'orange',
  [PAYMENT_STATUS.paused]: 'grape',
  [PAYMENT_STATUS.failed]: 'red',
};

/**
 * A submission's status in the chosen language, by its id (with an approved account's pending changes); the
 * server's words for an id the app does not know.
 */
export function StatusBadge({
  subjectType,
  statusId,
  statusText,
  revisionState,
}: {
  subjectType: SubjectType;
  statusId: number;
  statusText: string;
  revisionState?: RevisionState | null;
}) {
  const { t } = useTranslation();
  const isAccount = subjectType === 'account';
  const color = isAccount ? ACCOUNT_COLOR[statusKind(statusId)] : (PAYMENT_COLOR[statusId] ?? 'gray');
  const known = isAccount && statusId in ACCOUNT_STATUS_TEXT;
  const status = isAccount
    ? known
      ? t(`accountStatus.${statusKind(statusId)}`)
      : statusText
    : referenceName('paymentStatuses', statusId, statusText);
  return (
    <Badge variant="light" color={color} data-status-id={statusId}>
      {known && revisionState
        ? t('review.withChanges', { status, revision: t(`review.revisions.${revisionState}`) })
        : status}
    </Badge>
  );
}

export function KindBadge({ kind }: { kind: SubjectKind }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={kind === 'payment' ? 'cyan' : kind === 'kyb' ? 'indigo' : 'blue'}>
      {t(`review.kinds.${kind}`)}
    </Badge>
  );
}
