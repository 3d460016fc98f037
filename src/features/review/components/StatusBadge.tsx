import { Badge } from '@mantine/core';
import { PAYMENT_STATUS, statusKind, type AccountStatusKind, type SubjectKind, type SubjectType } from '@/contract';

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

export function StatusBadge({ subjectType, statusId, statusText }: { subjectType: SubjectType; statusId: number; statusText: string }) {
  const color = subjectType === 'account' ? ACCOUNT_COLOR[statusKind(statusId)] : (PAYMENT_COLOR[statusId] ?? 'gray');
  return (
    <Badge variant="light" color={color} data-status-id={statusId}>
      {statusText}
    </Badge>
  );
}

const KIND_TEXT: Record<SubjectKind, string> = { kyc: 'KYC', kyb: 'KYB', payment: 'Payment' };

export function KindBadge({ kind }: { kind: SubjectKind }) {
  return (
    <Badge variant="outline" color={kind === 'payment' ? 'cyan' : kind === 'kyb' ? 'indigo' : 'blue'}>
      {KIND_TEXT[kind]}
    </Badge>
  );
}
