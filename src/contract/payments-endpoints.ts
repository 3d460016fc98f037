import { defineEndpoint, DOCUMENT_REQUEST_MAX_BODY } from './endpoint';
import {
  ConfirmPaymentWithPasskeyRequest,
  PaymentPasskeyOptionsRequest,
  PaymentPasskeyOptionsResponse,
  PaymentTokenQuery,
  PaymentTokenResponse,
  ValidatePaymentTokenRequest,
  ValidatePaymentTokenResponse,
} from './payments/payment-confirmation';
import {
  AddPaymentMethodRequest,
  OwnBankAccounts,
  PaymentMethod,
  PaymentsByAccountIdQuery,
} from './payments/payment-methods';
import {
  PaymentDetail,
  PaymentDetailQuery,
  PaymentList,
  PaymentRequestCreated,
  PaymentStatusQuery,
  PaymentTypeQuery,
} from './payments/payment-read-back';
import { PaymentDefaults, PaymentRequest } from './payments/payment-request';
import * as v from 'valibot';

const tag = 'Payments';
const user = { tag, auth: 'user' } as const;

/** Product §7's payment calls, the reference lists aside (reference-endpoints.ts). Every list holds only the caller's own. */
export const paymentsEndpoints = {
  saveOrUpdatePaymentRequest: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/payment/saveOrUpdatePaymentRequest',
    summary:
      "Create a payment request (status 1) after checking the customer's password; it waits for its 6-digit payment token",
    body: PaymentRequest,
    response: PaymentRequestCreated,
    maxBody: DOCUMENT_REQUEST_MAX_BODY,
  }),
  paymentToken: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/payment/paymentToken',
    summary:
      "Send the 6-digit token of the caller's latest unconfirmed request (or of transactionId) by mail, unless one sent for the request as it is now is still valid (resend=true sends a new one)",
    query: PaymentTokenQuery,
    refusals: { 410: { id: 'unconfirmedPaymentExpired' } },
    response: PaymentTokenResponse,
  }),
  validatePaymentToken: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/payment/validatePaymentToken',
    summary:
      'Check the payment token; the request becomes submitted (pending). A token sent before the request changed is refused',
    body: ValidatePaymentTokenRequest,
    refusals: { 409: { id: 'paymentChangedSinceToken' }, 410: { id: 'unconfirmedPaymentExpired' } },
    response: ValidatePaymentTokenResponse,
  }),
  paymentPasskeyOptions: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/payment/passkeyOptions',
    summary:
      "The options for navigator.credentials.get() that confirm the caller's latest unconfirmed request (or transactionId) with one of the caller's passkeys: the challenge is a keyed digest of the request as restated, its id and a one-time nonce, valid 5 minutes (beyond the product description)",
    body: PaymentPasskeyOptionsRequest,
    refusals: { 404: { id: 'noPasskeyToConfirm' }, 410: { id: 'unconfirmedPaymentExpired' } },
    response: PaymentPasskeyOptionsResponse,
  }),
  confirmPaymentWithPasskey: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/payment/confirmWithPasskey',
    summary:
      'Confirm the request with a passkey assertion made for its challenge; refused when the request changed since, for another request, replayed, for another site, without user verification or with a counter going back (beyond the product description)',
    body: ConfirmPaymentWithPasskeyRequest,
    refusals: { 409: { id: 'paymentChangedSincePasskey' }, 410: { id: 'unconfirmedPaymentExpired' } },
    response: ValidatePaymentTokenResponse,
  }),
  payments: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/payment/payments',
    summary: "The caller's confirmed payment requests, newest first",
    response: PaymentList,
  }),
  paymentByPaymentStatus: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/payment/paymentByPaymentStatus',
    summary:
      "The caller's payment requests in one status, newest first (status 1: only those still confirmable, less than 24 hours old)",
    query: PaymentStatusQuery,
    response: PaymentList,
  }),
  paymentByPaymentType: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/payment/paymentByPaymentType',
    summary: "The caller's confirmed payment requests of one payment type, newest first",
    query: PaymentTypeQuery,
    response: PaymentList,
  }),
  paymentDefaults: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/payment/paymentDefaults',
    summary:
      "The request form's starting values for the caller: the currency of the customer's country (beyond the provider API)",
    response: PaymentDefaults,
  }),
  paymentDetail: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/payment/paymentDetail',
    summary: "One payment request of the caller in full, with the reviewers' latest decision and its reason",
    query: PaymentDetailQuery,
    response: PaymentDetail,
  }),
  addPaymentDetail: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/payment/addPaymentDetail',
    summary: "Add a payment method (bank account or wallet) to one of the caller's accounts",
    body: AddPaymentMethodRequest,
    response: PaymentMethod,
  }),
  ownBankAccounts: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/payment/ownBankAccounts',
    summary:
      "The caller's saved bank accounts, across accounts, that a payment to themself can go to (beyond the provider API)",
    response: OwnBankAccounts,
  }),
  paymentsByAccountId: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/payment/paymentsByAccountId',
    summary: "The payment methods of one of the caller's accounts",
    query: PaymentsByAccountIdQuery,
    response: v.array(PaymentMethod),
  }),
};
