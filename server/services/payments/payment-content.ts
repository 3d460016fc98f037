/**
 * What a customer confirms with a payment token: the request's content, restated on the token page and in its mail,
 * and its digest, stored with the token so that the token confirms only that content (the dynamic linking of strong
 * customer authentication).
 */
import type { Selectable } from 'kysely';
import {
  CURRENCY_TYPE,
  DESTINATION,
  PAYMENT_TYPE_CURRENCIES,
  type PaymentToConfirm,
  type PaymentTypeId,
} from '../../../src/contract';
import { transferFee, transferRoute } from '../../../src/contract/bank-accounts';
import type { Db } from '../../db';
import type { PaymentRequestsTable } from '../../db/payments-schema';
import { keyedDigest } from '../shared/crypto';
import { maskedAccount } from './payment-methods';

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
  'bank_country',
] as const satisfies ReadonlyArray<keyof PaymentRow>;

export const paymentContentDigest = (payment: PaymentRow) =>
  keyedDigest(
    `payment-content:${JSON.stringify(CONFIRMED_FIELDS.map((field) => (payment[field] === null ? null : String(payment[field]))))}`,
  );

/** A payout to the customer's own bank account: its country, route and fee (bank-accounts.ts says which and how much). */
function payoutRoute(payment: PaymentRow) {
  if (!payment.bank_country || !payment.amount_currency) return {};
  const fromFiat = PAYMENT_TYPE_CURRENCIES[payment.payment_type as PaymentTypeId].source === CURRENCY_TYPE.fiat;
  const route = transferRoute({
    country: payment.bank_country,
    amountCurrency: payment.amount_currency,
    sourceCurrency: payment.source_currency,
    fromFiat,
  });
  return { bankCountry: payment.bank_country, route, fee: transferFee(route, Number(payment.amount)) };
}

/** The request as its token page and mail restate it. */
export async function paymentToConfirm(db: Db, payment: PaymentRow): Promise<PaymentToConfirm> {
  const bank = payment.bank_code
    ? await db.selectFrom('banks').select('bank').where('bank_code', '=', payment.bank_code).executeTakeFirst()
    : undefined;
  const network =
    payment.network_id === null
      ? undefined
      : await db
          .selectFrom('networks')
          .select('crypto')
          .where('network_id', '=', payment.network_id)
          .executeTakeFirst();
  return {
    paymentTypeId: payment.payment_type,
    destination: payment.destination,
    amount: Number(payment.amount),
    currency: payment.amount_currency ?? payment.crypto ?? payment.source_currency,
    recipientName: payment.destination === DESTINATION.thirdParty ? payment.ben_full_name : null,
    maskedAccount: maskedAccount(payment.wallet_address ?? payment.account_number ?? ''),
    institution: bank?.bank ?? payment.bank_name ?? network?.crypto ?? null,
    ...payoutRoute(payment),
  };
}
