import { REVIEW_FIELD_LABELS, REVIEW_SECTION_TITLES } from '@/contract/review-labels';

/** The payment request's details dialog: its category by status, the reviewers' reason and every field. */
export const paymentDetail = {
  title: REVIEW_SECTION_TITLES.paymentRequest,
  loading: 'Loading the request',
  notLoaded: 'The request could not be loaded',
  close: 'Close',
  categories: {
    approved: {
      title: 'Request Approved',
      text: 'Your payment request was approved.',
      reasonTitle: 'A note from our reviewers',
    },
    invalidInvoice: {
      title: 'Processing Request',
      text: 'The invoice is not valid. Please upload a valid one.',
      reasonTitle: 'What our reviewers found',
    },
    paused: {
      title: 'Request Paused',
      text: 'Your payment request is paused. We will contact you if we need anything.',
      reasonTitle: 'Why our reviewers paused it',
    },
    failed: {
      title: 'Request Failed',
      text: 'This payment request could not be made.',
      reasonTitle: 'Why our reviewers declined it',
      reasonHint: 'Create a new request if you still want to make this payment.',
    },
    awaitingAccountApproval: {
      title: 'Awaiting Account Approval',
      text: 'Your request is confirmed. It will be processed once our reviewers approve one of your accounts.',
      reasonTitle: 'A note from our reviewers',
    },
    pending: {
      title: 'Awaiting Confirmation',
      text: 'This request waits for its 6-digit payment token.',
      reasonTitle: 'A note from our reviewers',
    },
    processing: {
      title: 'Processing Request',
      text: 'We are processing your payment request.',
      reasonTitle: 'A note from our reviewers',
    },
  },
  fields: {
    transactionId: 'Transaction ID',
    dateTime: 'Date and time',
    paymentType: REVIEW_FIELD_LABELS.paymentType,
    destination: 'Destination',
    amount: 'Amount',
    sourceCurrency: REVIEW_FIELD_LABELS.sourceCurrency,
    status: 'Status',
    bank: 'Bank',
    accountNumber: REVIEW_FIELD_LABELS.accountNumber,
    network: 'Network',
    walletAddress: REVIEW_FIELD_LABELS.walletAddress,
    beneficiaryName: REVIEW_FIELD_LABELS.beneficiaryName,
    beneficiaryAddress: REVIEW_FIELD_LABELS.beneficiaryAddress,
    postalCode: REVIEW_FIELD_LABELS.postalCode,
    bankAddress: REVIEW_FIELD_LABELS.bankAddress,
    swiftCode: 'SWIFT code',
    abaSortBsbIfsc: 'ABA / SORT / BSB / IFSC',
    intermediaryBank: REVIEW_FIELD_LABELS.intermediaryBank,
    intermediaryAddress: 'Intermediary bank address',
    intermediarySwiftCode: 'Intermediary SWIFT code',
    purposeOfPayment: REVIEW_FIELD_LABELS.purposeOfPayment,
    paymentReference: REVIEW_FIELD_LABELS.paymentReference,
    invoice: 'Invoice',
  },
  destinations: {
    self: 'Myself',
    thirdParty: 'Someone else',
  },
};
