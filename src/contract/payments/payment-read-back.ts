import * as v from 'valibot';
import { NumericIdSchema, TransactionId } from '../common';
import { Destination, PAYMENT_FORM_KINDS } from './payment-forms';

/* Payment requests as read back (product §2 "Payments overview"): the lists, one request in full, and their queries. */

const id = v.pipe(v.number(), v.integer());
export const PaymentTypeRef = v.object({ paymentTypeId: id, paymentType: v.string() });
export const PaymentStatusRef = v.object({ paymentStatusId: id, paymentStatus: v.string() });

/** The reviewers' latest decision on a request: the reason they gave the customer ('' when none) and when. */
export const PaymentReviewDecision = v.object({ reason: v.string(), decidedAt: v.string() });
export type PaymentReviewDecision = v.InferOutput<typeof PaymentReviewDecision>;

/** A row of the payment lists (product §3 "Payment list item", plus its currency, status and the reviewers' decision). */
export const PaymentListItem = v.object({
  transactionId: v.string(),
  dateTime: v.string(),
  paymentType: PaymentTypeRef,
  paymentStatus: PaymentStatusRef,
  destination: Destination,
  amount: v.number(),
  currency: v.string(),
  /** null until a reviewer decides on the confirmed request. */
  reviewDecision: v.nullable(PaymentReviewDecision),
});
export type PaymentListItem = v.InferOutput<typeof PaymentListItem>;
export const PaymentList = v.array(PaymentListItem);

const nullableText = v.nullable(v.string());

/** One request in full, for the View details dialog (never the password, never the invoice's content). */
export const PaymentDetail = v.object({
  ...PaymentListItem.entries,
  formKind: v.picklist(PAYMENT_FORM_KINDS),
  sourceCurrency: v.string(),
  amountCurrency: nullableText,
  purposeOfPayment: nullableText,
  accountNumber: nullableText,
  bankCode: nullableText,
  bank: nullableText,
  crypto: nullableText,
  network: v.nullable(v.object({ networkId: v.number(), crypto: v.string() })),
  walletAddress: nullableText,
  benFullName: nullableText,
  benAddress: nullableText,
  bankAddress: nullableText,
  postalCode: nullableText,
  swiftCode: nullableText,
  intermediaryBank: nullableText,
  intermediaryAddress: nullableText,
  intermediarySwiftCode: nullableText,
  paymentReference: nullableText,
  abaSortBsbIfsc: nullableText,
  invoiceName: v.string(),
  /** The invoice's download URL (fetchDocument), null if it was removed. */
  invoiceUrl: nullableText,
  confirmedAt: nullableText,
});
export type PaymentDetail = v.InferOutput<typeof PaymentDetail>;

export const PaymentRequestCreated = v.object({
  transactionId: v.string(),
  paymentStatus: PaymentStatusRef,
  message: v.string(),
});

export const PaymentStatusQuery = v.object({ payment_status: NumericIdSchema });
export const PaymentTypeQuery = v.object({ payment_type: NumericIdSchema });
export const PaymentDetailQuery = v.object({ transaction_id: TransactionId });
