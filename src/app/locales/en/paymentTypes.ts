/** The payment types by id, as the server names them (product §3). */
export const paymentTypes = {
  '1': 'Fiat to fiat',
  '2': 'Fiat to crypto',
  '3': 'Crypto to fiat',
  '4': 'Crypto to crypto',
};
