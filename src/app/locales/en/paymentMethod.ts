import { REVIEW_FIELD_LABELS } from '@/contract/review-labels';

export const paymentMethod = {
  title: 'Add payment method',
  forAccount: 'For the account <b>{name}</b>.',
  currency: 'Currency',
  chooseCurrency: 'Select a currency',
  network: 'Network',
  chooseNetwork: 'Select a network',
  bank: 'Bank',
  chooseBank: 'Select a bank',
  walletAddress: REVIEW_FIELD_LABELS.walletAddress,
  accountNumber: REVIEW_FIELD_LABELS.accountNumber,
  accountName: 'Account name: <b>{name}</b>',
  added: 'Payment method added',
};
