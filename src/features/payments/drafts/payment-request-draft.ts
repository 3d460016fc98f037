import {
  DEFAULT_AMOUNT,
  DEFAULT_AMOUNT_CURRENCY,
  DESTINATION,
  PAYMENT_STATUS,
  PAYMENT_TYPE,
  type Destination,
} from '@/contract';
import type { FormDraftOptions } from '@/offline';

/**
 * The request form's draft (IndexedDB through @/offline, draft 'payments/request:new'): every field the user typed,
 * the invoice included, survives a reload. The password is never stored; the email and status come from the session.
 */
export const PAYMENT_REQUEST_DRAFT: FormDraftOptions = {
  draftId: 'payments/request:new',
  exclude: ['customerPassword', 'customerEmailId', 'paymentStatus'],
};

/** Every field of the seven forms at once, so switching forms keeps what was typed; the contract keeps the ones the chosen form has. */
export type PaymentRequestValues = {
  paymentType: number;
  destination: Destination;
  customerEmailId: string;
  paymentStatus: number;
  sourceCurrency: string;
  amountCurrency: string;
  amount: number | string;
  /** A saved bank account's id, '' for a Nigerian bank and NUBAN typed in the form. */
  paymentMethodId: string;
  accountNumber: string;
  bankCode: string;
  bankName: string;
  crypto: string;
  network: string;
  walletAddress: string;
  purposeOfPayment: string;
  benFullName: string;
  benAddress: string;
  postalCode: string;
  paymentReference: string;
  bankAddress: string;
  swiftCode: string;
  intermediaryBank: string;
  intermediaryAddress: string;
  intermediarySwiftCode: string;
  abaSortBsbIfsc: string;
  invoiceAttachment: string;
  invoiceName: string;
  customerPassword: string;
};

/** A new request's values; the amount currency is the customer's country's (see usePaymentDefaults), CAD otherwise. */
export const paymentRequestDefaults = (
  email: string,
  amountCurrency = DEFAULT_AMOUNT_CURRENCY,
): PaymentRequestValues => ({
  paymentType: PAYMENT_TYPE.fiatToFiat,
  destination: DESTINATION.self,
  customerEmailId: email,
  paymentStatus: PAYMENT_STATUS.pending,
  sourceCurrency: '',
  amountCurrency,
  amount: DEFAULT_AMOUNT,
  paymentMethodId: '',
  accountNumber: '',
  bankCode: '',
  bankName: '',
  crypto: '',
  network: '',
  walletAddress: '',
  purposeOfPayment: '',
  benFullName: '',
  benAddress: '',
  postalCode: '',
  paymentReference: '',
  bankAddress: '',
  swiftCode: '',
  intermediaryBank: '',
  intermediaryAddress: '',
  intermediarySwiftCode: '',
  abaSortBsbIfsc: '',
  invoiceAttachment: '',
  invoiceName: '',
  customerPassword: '',
});
