import { Badge } from '@mantine/core';
import { PAYMENT_STATUS } from '@/contract';

const COLORS: Record<number, string> = {
  [PAYMENT_STATUS.pending]: 'gray',
  [PAYMENT_STATUS.submitted]: 'blue',
  [PAYMENT_STATUS.approved]: 'green',
  [PAYMENT_STATUS.invalidInvoice]: 'yellow',
  [PAYMENT_STATUS.paused]: 'orange',
  [PAYMENT_STATUS.failed]: 'red',
  [PAYMENT_STATUS.cancelled]: 'gray',
  [PAYMENT_STATUS.awaitingAccountApproval]: 'cyan',
};

export function PaymentStatusBadge({ status }: { status: { paymentStatusId: number; paymentStatus: string } }) {
  return (
    <Badge variant="light" color={COLORS[status.paymentStatusId] ?? 'gray'}>
      {status.paymentStatus}
    </Badge>
  );
}
