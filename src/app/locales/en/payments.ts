import { REVIEW_FIELD_LABELS } from '@/contract/review-labels';
import { SERVER_MESSAGES } from '@/contract/message-texts';

export const payments = {
  title: 'Payments',
  createRequest: 'Create Request',
  finishOnboarding: 'Finish onboarding first',
  needOnboarding: SERVER_MESSAGES.paymentsNeedOnboarding,
  goToAccounts: 'Go to Accounts',
  loading: 'Loading',
  tabs: {
    requests: 'Payment requests',
    pending: 'Pending requests',
    failed: 'Failed requests',
  },
  empty: {
    requests: 'No payment requests yet. Create one to get started.',
    pending: 'No requests are being processed.',
    failed: 'No failed requests.',
  },
  loadingRequests: 'Loading payment requests',
  notLoaded: 'The requests could not be loaded',
  tryAgain: 'Try again',
  viewDetails: 'View details',
  dateTime: 'Date and time',
  paymentType: REVIEW_FIELD_LABELS.paymentType,
  destination: 'Destination',
  amount: 'Amount',
  transactionId: 'Transaction ID',
  status: 'Status',
  actions: 'Actions',
};
