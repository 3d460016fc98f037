export const paymentToken = {
  title: "Verify it's you",
  intro: 'Enter the 6-digit payment token we sent to your email to confirm your payment request.',
  introTo: 'Enter the 6-digit payment token we sent to your email (<b>{email}</b>) to confirm your payment request.',
  sending: 'Sending your payment token...',
  newTokenOnWay: 'A new payment token is on its way.',
  needsConnection: 'Confirming a payment needs a connection. Connect to the internet and try again.',
  confirm: 'Confirm Payment',
  didntGetIt: "Didn't get it?",
  sendNew: 'Send a new token',
  back: 'Back to payments',
  submitted: 'Your payment request was submitted.',
  awaitsAccountApproval: 'Your payment request is confirmed. It will be processed once one of your accounts is approved.',
};
