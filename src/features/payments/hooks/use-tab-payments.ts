import { PAYMENT_STATUS } from '@/contract';
import { usePayments } from '../api/get-payments';
import { usePaymentsByStatus } from '../api/get-payments-by-status';

/** SPEC 2's three tabs, wired to statuses: every confirmed request, those being processed, the failed ones. */
export const PAYMENT_TABS = {
  requests: { label: 'Payment requests', status: null, empty: 'No payment requests yet. Create one to get started.' },
  pending: { label: 'Pending requests', status: PAYMENT_STATUS.submitted, empty: 'No requests are being processed.' },
  failed: { label: 'Failed requests', status: PAYMENT_STATUS.failed, empty: 'No failed requests.' },
} as const;
export type PaymentTab = keyof typeof PAYMENT_TABS;
export const isPaymentTab = (value: unknown): value is PaymentTab => typeof value === 'string' && value in PAYMENT_TABS;

export function useTabPayments(tab: PaymentTab) {
  const status = PAYMENT_TABS[tab].status;
  const all = usePayments({ enabled: status === null });
  const byStatus = usePaymentsByStatus(status);
  return status === null ? all : byStatus;
}
