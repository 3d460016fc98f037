import { PAYMENT_AWAITS_ACCOUNT_APPROVAL, PAYMENT_HELD_FOR_CHECKS } from '@/contract/payments/payment-request';
import { REVIEW_FIELD_LABELS } from '@/contract/review-labels';

export const paymentToken = {
  title: "Verify it's you",
  intro: 'Enter the 6-digit payment token we sent to your email to confirm this payment request.',
  introTo: 'Enter the 6-digit payment token we sent to your email (<b>{email}</b>) to confirm this payment request.',
  whatYouConfirm: 'What you confirm',
  amount: 'Amount',
  paymentType: REVIEW_FIELD_LABELS.paymentType,
  recipient: 'Recipient',
  account: 'Account or wallet',
  route: 'Route and fee',
  sentAt:
    'Token sent at {sentAt}. It is valid until {expiresAt}: an email that has not arrived by then will not come late, so send a new token.',
  sending: 'Sending your payment token...',
  newTokenOnWay: 'A new payment token is on its way.',
  needsConnection: 'Confirming a payment needs a connection. Connect to the internet and try again.',
  confirm: 'Confirm Payment',
  didntGetIt: "Didn't get it?",
  sendNew: 'Send a new token',
  back: 'Back to payments',
  passkeyIntro: 'Confirm this payment request with your passkey: your device asks for your fingerprint, face or PIN.',
  preparing: 'Preparing the confirmation...',
  confirmWithPasskey: 'Confirm with a passkey',
  useEmailCode: 'Use the email code instead',
  usePasskeyInstead: 'Confirm with a passkey instead',
  codeIsFallback: 'The email code is the fallback for when you cannot use your passkey.',
  passkeyDismissed: 'Your passkey was not used. Try again, or use the email code instead.',
  requestChanged: 'This payment request changed. Check it as it is now, then confirm again.',
  submitted: 'Your payment request was submitted.',
  awaitsAccountApproval: PAYMENT_AWAITS_ACCOUNT_APPROVAL,
  heldForChecks: PAYMENT_HELD_FOR_CHECKS,
};
