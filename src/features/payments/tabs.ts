import { PAYMENT_STATUS } from '@/contract';

/**
 * Product §2's three tabs, wired to statuses: every confirmed request, those being processed, the failed ones
 * (their names and empty texts are in the catalogues, payments.tabs and payments.empty).
 * Apart from the hook that loads them: the route checks `?tab=` against these keys before any payments code loads.
 */
export const PAYMENT_TABS = {
  requests: { status: null },
  pending: { status: PAYMENT_STATUS.submitted },
  failed: { status: PAYMENT_STATUS.failed },
} as const;
export type PaymentTab = keyof typeof PAYMENT_TABS;
export const isPaymentTab = (value: unknown): value is PaymentTab => typeof value === 'string' && value in PAYMENT_TABS;
