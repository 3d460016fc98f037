import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUS, type PaymentListItem } from '@/contract';
import { summarizePayments } from '@/features/dashboard/overview';

const payment = (
  transactionId: string,
  dateTime: string,
  amount: number,
  currency: string,
  statusId: number,
): PaymentListItem => ({
  transactionId,
  dateTime,
  paymentType: { paymentTypeId: 1, paymentType: 'Fiat to fiat' },
  paymentStatus: { paymentStatusId: statusId, paymentStatus: '' },
  destination: 'Self',
  amount,
  currency,
  reviewDecision: null,
});

describe('the overview figures', () => {
  const now = new Date(2026, 10, 24, 12);
  const payments = [
    payment('TX-6', '2026-11-20T10:00:00', 100, 'CAD', PAYMENT_STATUS.invalidInvoice),
    payment('TX-5', '2026-11-02T10:00:00', 40, 'USD', PAYMENT_STATUS.submitted),
    payment('TX-4', '2026-10-15T10:00:00', 25.5, 'CAD', PAYMENT_STATUS.approved),
    payment('TX-3', '2026-09-15T10:00:00', 900, 'CAD', PAYMENT_STATUS.failed),
    payment('TX-2', '2026-07-01T10:00:00', 10, 'CAD', PAYMENT_STATUS.awaitingAccountApproval),
    payment('TX-1', '2025-01-01T10:00:00', 5, 'CAD', PAYMENT_STATUS.cancelled),
  ];

  it('counts as volume only the money that moved (approved, paid out), per currency, largest first', () => {
    const paidOut = [
      ...payments,
      payment('TX-7', '2026-11-21T10:00:00', 3, 'USD', PAYMENT_STATUS.approved),
      payment('TX-8', '2026-11-21T11:00:00', 50, 'CAD', PAYMENT_STATUS.approved),
    ];
    expect(summarizePayments(paidOut, now).volumes).toEqual([
      { currency: 'CAD', amount: 75.5 },
      { currency: 'USD', amount: 3 },
    ]);
  });

  it('shows no volume while no request has been paid out (submitted, held, failed or cancelled move nothing)', () => {
    const unpaid = payments.filter((item) => item.paymentStatus.paymentStatusId !== PAYMENT_STATUS.approved);
    expect(summarizePayments(unpaid, now).volumes).toEqual([]);
  });

  it('counts every request, this month apart, and six months of activity ending with this one', () => {
    const overview = summarizePayments(payments, now);
    expect(overview.requests).toBe(6);
    expect(overview.requestsThisMonth).toBe(2);
    expect(overview.activity).toEqual([
      { month: '2026-06-01', requests: 0 },
      { month: '2026-07-01', requests: 1 },
      { month: '2026-08-01', requests: 0 },
      { month: '2026-09-01', requests: 1 },
      { month: '2026-10-01', requests: 1 },
      { month: '2026-11-01', requests: 2 },
    ]);
  });

  it('lists the five newest and what waits for the customer', () => {
    const overview = summarizePayments(payments, now);
    expect(overview.latest.map((item) => item.transactionId)).toEqual(['TX-6', 'TX-5', 'TX-4', 'TX-3', 'TX-2']);
    expect(overview.needsAction.map(({ action, payment }) => [action, payment.transactionId])).toEqual([
      ['invoice', 'TX-6'],
      ['awaitingApproval', 'TX-2'],
    ]);
  });

  it('has nothing to show for a customer without requests', () => {
    expect(summarizePayments([], now)).toMatchObject({
      volumes: [],
      requests: 0,
      requestsThisMonth: 0,
      latest: [],
      needsAction: [],
    });
  });
});
