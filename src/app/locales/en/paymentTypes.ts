import { PAYMENT_FORM_KIND_INFO } from '@/contract/payments/payment-forms';

/**
 * The one name of each payment type, by id: the form, the lists, the details, the dashboard and the reviewer's view
 * show it (src/ui/payment-names.ts), and the mails write it the same (server/mail/templates.ts; the unit test
 * payment-names keeps them equal). The server's own names ('Fiat to fiat') stay the API's.
 */
export const paymentTypes = {
  '1': 'Bank transfer',
  '2': 'Money to a crypto wallet',
  '3': 'Crypto to a bank account',
  '4': PAYMENT_FORM_KIND_INFO.crypto_crypto.label,
};
