/**
 * What a customer confirms with a payment token: the request's content, restated on the token page and in its mail,
 * and its digest, stored with the token so that the token confirms only that content (the dynamic linking of strong
 * customer authentication).
 */
import type { Selectable } from 'kysely';
import { DESTINATION, type PaymentToConfirm } from '../../src/contract';
import type { Db } from '../db';
import type { PaymentRequestsTable } from '../db/payments-schema';
import { keyedDigest } from './crypto';

type PaymentRow = Selectable<PaymentRequestsTable>;

/** Every field the customer typed (the status, times and ids aside), in a fixed order. */
const CONFIRMED_FIELDS = [
  'payment_type',
  'destination',
  'source_currency',
  'amount',
  'amount_currency',
  'crypto',
  'network_id',
  'purpose_of_payment',
  'account_number',
  'bank_code',
  'bank_name',
  'wallet_address',
  'ben_full_name',
  'ben_address',
  'bank_address',
  'postal_code',
  'swift_code',
  'intermediary_bank',
  'intermediary_address',
  'intermediary_swift_code',
  'payment_reference',
  'aba_sort_bsb_ifsc',
  'invoice_document_id',
  'invoice_name',
] as const satisfies ReadonlyArray<keyof PaymentRow>;

export const paymentContentDigest = (payment: PaymentRow) =>
  keyedDigest(`payment-content:${JSON.stringify(CONFIRMED_FIELDS.map((field) => (payment[field] === null ? null : String(payment[field]))))}`);

/** '•••• 6789': enough for the customer to recognise the account or wallet, not enough to copy it. */
const masked = (accountOrAddress: string) => `•••• ${accountOrAddress.replace(/[\s-]+/g, '').slice(-4)}`;

/** The request as its token page and mail restate it. */
export async function paymentToConfirm(db: Db, payment: PaymentRow): Promise<PaymentToConfirm> {
  const bank = payment.bank_code ? await db.selectFrom('banks').select('bank').where('bank_code', '=', payment.bank_code).executeTakeFirst() : undefined;
  const network =
    payment.network_id === null ? undefined : await db.selectFrom('networks').select('crypto').where('network_id', '=', payment.network_id).executeTakeFirst();
  return {
    paymentTypeId: payment.payment_type,
    destination: payment.destination,
    amount: Number(payment.amount),
    currency: payment.amount_currency ?? payment.crypto ?? payment.source_currency,
    recipientName: payment.destination === DESTINATION.thirdParty ? payment.ben_full_name : null,
    maskedAccount: masked(payment.wallet_address ?? payment.account_number ?? ''),
    institution: bank?.bank ?? payment.bank_name ?? network?.crypto ?? null,
  };
}
