import * as v from 'valibot';
import { CodeSchema, EmailSchema, TransactionId } from '../common';
import { PasskeyAssertion, PasskeyOptionsResponse } from '../passkeys';
import { Destination } from './payment-forms';
import { PaymentRequestCreated, PaymentTypeRef } from './payment-read-back';

/* Confirming a payment request: by the payment token sent by mail, or by a passkey. */

const nullableText = v.nullable(v.string());

/**
 * Beyond the product description: a request not confirmed with its payment token within 24 hours of its creation expires. It can no
 * longer be confirmed (410 with unconfirmedPaymentExpired) and no list shows it; the customer creates it again.
 */
export const UNCONFIRMED_PAYMENT_LIFETIME_MS = 24 * 3_600_000;

/**
 * The product's call carries only the email; transactionId picks the request (default: the caller's latest unconfirmed one).
 * A token still valid for the request as it is now is kept, not sent again; resend=true asks for a new one.
 */
export const PaymentTokenQuery = v.object({
  customer_email: EmailSchema,
  transactionId: v.optional(TransactionId),
  resend: v.optional(v.picklist(['true'])),
});

/**
 * What a payment token confirms, as the token page and its mail restate it. The recipient's account number, IBAN or
 * wallet address is masked to its last 4 characters; recipientName is null when the customer pays themself.
 */
export const PaymentToConfirm = v.object({
  paymentTypeId: PaymentTypeRef.entries.paymentTypeId,
  destination: Destination,
  amount: v.number(),
  currency: v.string(),
  recipientName: nullableText,
  maskedAccount: v.string(),
  /** The bank (a Nigerian bank, or a wire's bank as typed) or the wallet's network. */
  institution: nullableText,
  /** For a payout to the customer's own bank account: its country, the route it takes and its fee, in the amount's currency. */
  bankCountry: v.optional(nullableText, null),
  route: v.optional(v.nullable(v.picklist(['domestic', 'internationalWire'])), null),
  fee: v.optional(v.nullable(v.number()), null),
});
/** As the server writes it: a payment to a wallet or a third party has no route. */
export type PaymentToConfirm = v.InferInput<typeof PaymentToConfirm>;

/**
 * In demo-mail mode paymentToken is the token itself when one was just sent; with real mail, or when the token sent
 * earlier is kept (newlySent false), it is empty and the token leaves only by mail. Beyond the product: when the token
 * was sent and until when it confirms, and the request it confirms.
 */
export const PaymentTokenResponse = v.object({
  paymentToken: v.string(),
  transactionId: v.string(),
  message: v.string(),
  newlySent: v.boolean(),
  sentAt: v.string(),
  expiresAt: v.string(),
  payment: PaymentToConfirm,
});

export const ValidatePaymentTokenRequest = v.object({
  email: EmailSchema,
  token: CodeSchema,
  transactionId: v.optional(TransactionId),
});
export const ValidatePaymentTokenResponse = PaymentRequestCreated;

/** Asks for a passkey challenge bound to the request (default: the caller's latest unconfirmed one). */
export const PaymentPasskeyOptionsRequest = v.object({ transactionId: v.optional(TransactionId) });

/**
 * The options for navigator.credentials.get() (only the caller's passkeys, user verification required), whose
 * challenge is derived from `payment` as restated here, the request id and a one-time nonce; usable once until expiresAt.
 */
export const PaymentPasskeyOptionsResponse = v.object({
  ...PasskeyOptionsResponse.entries,
  transactionId: v.string(),
  payment: PaymentToConfirm,
  expiresAt: v.string(),
});

/** navigator.credentials.get()'s answer for that challenge, and the request it confirms. */
export const ConfirmPaymentWithPasskeyRequest = v.object({
  transactionId: v.optional(TransactionId),
  credential: PasskeyAssertion,
});
