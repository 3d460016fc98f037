/** The payment type list's words, by payment type id. */
export const paymentTypeWords = {
  '1': 'Bank transfer (money to a bank account)',
  '2': 'Money to a crypto wallet',
  '3': 'Crypto to a bank account',
  '4': 'Crypto to a crypto wallet',
};
