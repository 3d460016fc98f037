import { PAYMENT_TABS, type PaymentTab } from '../tabs';
import { usePayments } from '../api/get-payments';
import { usePaymentsByStatus } from '../api/get-payments-by-status';

export function useTabPayments(tab: PaymentTab) {
  const status = PAYMENT_TABS[tab].status;
  const all = usePayments({ enabled: status === null });
  const byStatus = usePaymentsByStatus(status);
  return status === null ? all : byStatus;
}
