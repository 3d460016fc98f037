import { PAYMENT_AWAITS_ACCOUNT_APPROVAL, PAYMENT_HELD_FOR_CHECKS } from '@/contract/payments';
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
  sentAt: 'Token sent at {sentAt}. It is valid until {expiresAt}: an email that has not arrived by then will not come late, so send a new token.',
  sending: 'Sending your payment token...',
  newTokenOnWay: 'A new payment token is on its way.',
  needsConnection: 'Confirming a payment needs a connection. Connect to the internet and try again.',
  confirm: 'Confirm Payment',
  didntGetIt: "Didn't get it?",
  sendNew: 'Send a new token',
  back: 'Back to payments',
  submitted: 'Your payment request was submitted.',
  awaitsAccountApproval: PAYMENT_AWAITS_ACCOUNT_APPROVAL,
  heldForChecks: PAYMENT_HELD_FOR_CHECKS,
};
