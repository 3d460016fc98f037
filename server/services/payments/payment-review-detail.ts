/** The reviewer's detail view of a confirmed payment request: its fields in words, its invoice and its decisions. */
import {
  DECIDABLE_PAYMENT_STATUSES,
  PAYMENT_FORM_KIND_INFO,
  PAYMENT_STATUS,
  type PaymentFormKind,
  type ReviewDetail,
} from '../../../src/contract';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import { fillIn, REVIEW_VALUE_TEXTS } from '../../../src/contract/review-labels';
import { assigneeOf, paymentTitle, paymentTitleParts } from '../review/review-queue';
import { decisionsOf } from '../review/review-decisions';
import { dateTime, documentsOf, fields, titledSection, type Worded } from '../review/review-words';
import { hitsOf } from '../review/screening-review';

const formKindOf = (formKind: string): Worded | string => {
  const info = PAYMENT_FORM_KIND_INFO[formKind as PaymentFormKind];
  return info ? { text: info.label, raw: { kind: 'paymentForm', formKind: formKind as PaymentFormKind } } : formKind;
};
/** How the customer confirmed the request; nothing for requests confirmed before it was kept (migration 041). */
const confirmationOf = (
  confirmation: { method: 'passkey' | 'emailCode'; device_name: string | null } | undefined,
): Worded | null =>
  confirmation
    ? {
        text:
          confirmation.method === 'passkey'
            ? fillIn(REVIEW_VALUE_TEXTS.passkeyOn, { deviceName: confirmation.device_name ?? '' })
            : REVIEW_VALUE_TEXTS.emailCode,
        raw: { kind: 'confirmation', method: confirmation.method, deviceName: confirmation.device_name },
      }
    : null;
const bankOf = (bank: string | null, bankCode: string): Worded => ({
  text: fillIn(REVIEW_VALUE_TEXTS.bankWithCode, { bank: bank ?? REVIEW_VALUE_TEXTS.unknownBank, bankCode }),
  raw: { kind: 'bank', bank, bankCode },
});

export async function paymentDetail(db: Db, transactionId: string): Promise<ReviewDetail> {
  const row = await db
    .selectFrom('payment_requests as p')
    .innerJoin('users as u', 'u.id', 'p.owner_user_id')
    .innerJoin('users as creator', 'creator.id', 'p.created_by_user_id')
    .innerJoin('payment_types as t', 't.payment_type_id', 'p.payment_type')
    .innerJoin('payment_statuses as s', 's.payment_status_id', 'p.payment_status')
    .leftJoin('banks as b', 'b.bank_code', 'p.bank_code')
    .leftJoin('networks as n', 'n.network_id', 'p.network_id')
    .selectAll('p')
    .select([
      'u.email',
      'creator.email as creator_email',
      't.payment_type as payment_type_label',
      's.payment_status as status_label',
      'b.bank',
      'n.crypto as network_name',
    ])
    .where('p.transaction_id', '=', transactionId)
    .where('p.payment_status', '!=', PAYMENT_STATUS.pending)
    .executeTakeFirst();
  if (!row) throw HttpError.of(404, 'noSubmittedPayment');
  const confirmation = await db
    .selectFrom('payment_confirmations')
    .select(['method', 'device_name'])
    .where('payment_request_id', '=', row.id)
    .executeTakeFirst();
  const amountCurrency = row.amount_currency ?? row.crypto ?? row.source_currency;
  const paymentFields = fields([
    ['transactionId', row.transaction_id],
    ['form', formKindOf(row.form_kind)],
    [
      'paymentType',
      { text: row.payment_type_label, raw: { kind: 'listItem', list: 'paymentTypes', id: row.payment_type } },
    ],
    ['destination', { text: row.destination, raw: { kind: 'destination', destination: row.destination } }],
    [
      'amount',
      {
        text: `${row.amount} ${amountCurrency}`,
        raw: { kind: 'amount', amount: Number(row.amount), currency: amountCurrency },
      },
    ],
    ['sourceCurrency', row.source_currency],
    ['purposeOfPayment', row.purpose_of_payment],
    ['accountNumber', row.account_number],
    ['bank', row.bank_code ? bankOf(row.bank, row.bank_code) : row.bank_name],
    ['crypto', row.crypto],
    ['network', row.network_name],
    ['walletAddress', row.wallet_address],
    ['beneficiaryName', row.ben_full_name],
    ['beneficiaryAddress', row.ben_address],
    ['bankAddress', row.bank_address],
    ['postalCode', row.postal_code],
    ['swiftCode', row.swift_code],
    ['intermediaryBank', row.intermediary_bank],
    ['intermediaryAddress', row.intermediary_address],
    ['intermediarySwiftCode', row.intermediary_swift_code],
    ['paymentReference', row.payment_reference],
    ['routingCode', row.aba_sort_bsb_ifsc],
    ['createdBy', row.creator_email],
    ['created', dateTime(row.created_at)],
    ['confirmed', dateTime(row.confirmed_at)],
    ['confirmedWith', confirmationOf(confirmation)],
  ]).filter((field) => field.value !== '—');
  const documents = await documentsOf(db, row.owner_user_id, [{ key: 'invoice', id: row.invoice_document_id }]);
  return {
    subjectType: 'payment',
    subjectId: row.transaction_id,
    kind: 'payment',
    title: paymentTitle(row),
    customerEmail: row.email,
    statusId: row.payment_status,
    statusText: row.status_label,
    submittedAt: (row.confirmed_at ?? row.created_at).toISOString(),
    decidable: DECIDABLE_PAYMENT_STATUSES.includes(row.payment_status),
    revisionState: null,
    assignedTo: await assigneeOf(db, 'payment', row.transaction_id),
    sections: [titledSection(null, 'paymentRequest', undefined, paymentFields, documents)],
    payment: paymentTitleParts(row),
    changes: null,
    decisions: await decisionsOf(db, { paymentRequestId: row.id }),
    screening: { hits: await hitsOf(db, { paymentRequestId: row.id }) },
  };
}
