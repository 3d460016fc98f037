/** The customer's reads of payment requests: the lists (newest first, bounded) and one request in full. */
import {
  PAYMENT_STATUS,
  UNCONFIRMED_PAYMENT_LIFETIME_MS,
  type PaymentDetail,
  type PaymentFormKind,
  type PaymentListItem,
} from '../../../src/contract';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { documentUrl } from '../../storage/documents';

/** Lists are bounded: the overview shows the latest requests, newest first. */
const LIST_LIMIT = 500;

/**
 * The payment request columns every list and the detail read, with the labels of its type and status and the
 * reviewers' latest decision (review_decisions, newest id first).
 */
const selectPayments = (db: Db) =>
  db
    .selectFrom('payment_requests as p')
    .innerJoin('payment_types as t', 't.payment_type_id', 'p.payment_type')
    .innerJoin('payment_statuses as s', 's.payment_status_id', 'p.payment_status')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('review_decisions as d')
          .select(['d.reason', 'd.decided_at'])
          .whereRef('d.payment_request_id', '=', 'p.id')
          .orderBy('d.id', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select([
      'p.transaction_id',
      'p.created_at',
      'p.payment_type',
      't.payment_type as payment_type_label',
      'p.payment_status',
      's.payment_status as payment_status_label',
      'p.destination',
      'p.amount',
      'p.amount_currency',
      'p.crypto',
      'latest.reason as decision_reason',
      'latest.decided_at as decided_at',
    ]);

type ListRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['executeTakeFirstOrThrow']>>;

const toListItem = (row: ListRow): PaymentListItem => ({
  transactionId: row.transaction_id,
  dateTime: row.created_at.toISOString(),
  paymentType: { paymentTypeId: row.payment_type, paymentType: row.payment_type_label },
  paymentStatus: { paymentStatusId: row.payment_status, paymentStatus: row.payment_status_label },
  destination: row.destination,
  amount: Number(row.amount),
  currency: row.amount_currency ?? row.crypto ?? '',
  reviewDecision: row.decided_at
    ? { reason: row.decision_reason ?? '', decidedAt: row.decided_at.toISOString() }
    : null,
});

/** The owner's requests, without those left unconfirmed past their 24 hours (expired: they can never be confirmed). */
const ownPayments = (db: Db, ownerUserId: string, now: Date) =>
  selectPayments(db)
    .where('p.owner_user_id', '=', ownerUserId)
    .where((eb) =>
      eb.or([
        eb('p.payment_status', '!=', PAYMENT_STATUS.pending),
        eb('p.created_at', '>', new Date(now.getTime() - UNCONFIRMED_PAYMENT_LIFETIME_MS)),
      ]),
    )
    .orderBy('p.created_at', 'desc')
    .orderBy('p.transaction_id')
    .limit(LIST_LIMIT);

/** The owner's requests of one status, or else all but those still waiting for their token; optionally of one payment type. */
export async function listPayments(
  db: Db,
  ownerUserId: string,
  now: Date,
  filter: { status?: number; type?: number } = {},
) {
  let query = ownPayments(db, ownerUserId, now);
  query =
    filter.status === undefined
      ? query.where('p.payment_status', '!=', PAYMENT_STATUS.pending)
      : query.where('p.payment_status', '=', filter.status);
  if (filter.type !== undefined) query = query.where('p.payment_type', '=', filter.type);
  const rows = await query.execute();
  return rows.map(toListItem);
}

/** One request in full for its owner: never the password (not stored) nor the invoice's content. */
export async function readPaymentDetail(db: Db, ownerUserId: string, transactionId: string): Promise<PaymentDetail> {
  const row = await selectPayments(db)
    .leftJoin('banks as b', 'b.bank_code', 'p.bank_code')
    .leftJoin('networks as n', 'n.network_id', 'p.network_id')
    .select([
      'p.form_kind',
      'p.source_currency',
      'p.purpose_of_payment',
      'p.account_number',
      'p.bank_code',
      'b.bank',
      'p.bank_name',
      'p.network_id',
      'n.crypto as network_name',
      'p.wallet_address',
      'p.ben_full_name',
      'p.ben_address',
      'p.bank_address',
      'p.postal_code',
      'p.swift_code',
      'p.intermediary_bank',
      'p.intermediary_address',
      'p.intermediary_swift_code',
      'p.payment_reference',
      'p.aba_sort_bsb_ifsc',
      'p.invoice_name',
      'p.invoice_document_id',
      'p.confirmed_at',
    ])
    .where('p.owner_user_id', '=', ownerUserId)
    .where('p.transaction_id', '=', transactionId)
    .executeTakeFirst();
  // Another customer's transaction id answers exactly like an unknown one.
  if (!row) throw HttpError.of(404, 'noSuchPayment');
  return {
    ...toListItem(row),
    formKind: row.form_kind as PaymentFormKind,
    sourceCurrency: row.source_currency,
    amountCurrency: row.amount_currency,
    purposeOfPayment: row.purpose_of_payment,
    accountNumber: row.account_number,
    bankCode: row.bank_code,
    // A wire's bank is named as typed; a Nigerian bank by the list.
    bank: row.bank ?? row.bank_name,
    crypto: row.crypto,
    network:
      row.network_id !== null && row.network_name !== null
        ? { networkId: row.network_id, crypto: row.network_name }
        : null,
    walletAddress: row.wallet_address,
    benFullName: row.ben_full_name,
    benAddress: row.ben_address,
    bankAddress: row.bank_address,
    postalCode: row.postal_code,
    swiftCode: row.swift_code,
    intermediaryBank: row.intermediary_bank,
    intermediaryAddress: row.intermediary_address,
    intermediarySwiftCode: row.intermediary_swift_code,
    paymentReference: row.payment_reference,
    abaSortBsbIfsc: row.aba_sort_bsb_ifsc,
    invoiceName: row.invoice_name,
    invoiceUrl: row.invoice_document_id ? documentUrl(row.invoice_document_id) : null,
    confirmedAt: row.confirmed_at?.toISOString() ?? null,
  };
}
