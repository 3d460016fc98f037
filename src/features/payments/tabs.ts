import { PAYMENT_STATUS } from '@/contract';

/**
 * Product §2's three tabs, wired to statuses: every confirmed request, those being processed, the failed ones.
 * Apart from the hook that loads them: the route checks `?tab=` against these keys before any payments code loads.
 */
export const PAYMENT_TABS = {
  requests: { label: 'Payment requests', status: null, empty: 'No payment requests yet. Create one to get started.' },
  pending: { label: 'Pending requests', status: PAYMENT_STATUS.submitted, empty: 'No requests are being processed.' },
  failed: { label: 'Failed requests', status: PAYMENT_STATUS.failed, empty: 'No failed requests.' },
} as const;
export type PaymentTab = keyof typeof PAYMENT_TABS;
export const isPaymentTab = (value: unknown): value is PaymentTab => typeof value === 'string' && value in PAYMENT_TABS;
