import { PAYMENT_STATUS, type PaymentListItem } from '@/contract';

/** The statuses that wait for something only the customer can do or should know. */
const ACTION_STATUSES = {
  [PAYMENT_STATUS.invalidInvoice]: 'invoice',
  [PAYMENT_STATUS.paused]: 'paused',
  [PAYMENT_STATUS.awaitingAccountApproval]: 'awaitingApproval',
} as const;
export type PaymentAction = (typeof ACTION_STATUSES)[keyof typeof ACTION_STATUSES];

export const ACTIVITY_MONTHS = 6;
export const LATEST_COUNT = 5;

export interface PaymentsOverview {
  /** The money that moved: approved (paid out) requests only, per currency (different currencies are never added), largest first. */
  volumes: Array<{ currency: string; amount: number }>;
  requests: number;
  requestsThisMonth: number;
  /** Requests per calendar month, the last ACTIVITY_MONTHS months up to this one; `month` is the month's first day. */
  activity: Array<{ month: string; requests: number }>;
  latest: PaymentListItem[];
  needsAction: Array<{ action: PaymentAction; payment: PaymentListItem }>;
}

const monthOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;

/** The overview's figures, from the customer's own confirmed payment requests (newest first, as the server lists them). */
export function summarizePayments(payments: PaymentListItem[], now = new Date()): PaymentsOverview {
  const volumes = new Map<string, number>();
  const perMonth = new Map<string, number>();
  for (const payment of payments) {
    if (payment.paymentStatus.paymentStatusId === PAYMENT_STATUS.approved)
      volumes.set(payment.currency, (volumes.get(payment.currency) ?? 0) + payment.amount);
    const month = monthOf(new Date(payment.dateTime));
    perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
  }
  const activity = Array.from({ length: ACTIVITY_MONTHS }, (_, index) => {
    const first = new Date(now.getFullYear(), now.getMonth() - (ACTIVITY_MONTHS - 1 - index), 1);
    return { month: `${monthOf(first)}-01`, requests: perMonth.get(monthOf(first)) ?? 0 };
  });
  const needsAction = payments.flatMap((payment) => {
    const action = ACTION_STATUSES[payment.paymentStatus.paymentStatusId as keyof typeof ACTION_STATUSES];
    return action ? [{ action, payment }] : [];
  });
  return {
    volumes: [...volumes].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => b.amount - a.amount),
    requests: payments.length,
    requestsThisMonth: perMonth.get(monthOf(now)) ?? 0,
    activity,
    latest: payments.slice(0, LATEST_COUNT),
    needsAction,
  };
}
