import { Badge } from '@mantine/core';
import { PAYMENT_STATUS } from '@/contract';
import { useReferenceName } from '@/app/wording/reference-names';

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

/** A payment's status by its id, in the chosen language; the server's own name for an id the app does not know. */
export function PaymentStatusBadge({ status }: { status: { paymentStatusId: number; paymentStatus: string } }) {
  const referenceName = useReferenceName();
  return (
    <Badge variant="light" color={COLORS[status.paymentStatusId] ?? 'gray'}>
      {referenceName('paymentStatuses', status.paymentStatusId, status.paymentStatus)}
    </Badge>
  );
}
