export const paymentMethod = {
  title: 'Add payment method',
  forAccount: 'For the account <b>{name}</b>.',
  currency: 'Currency',
  chooseCurrency: 'Select a currency',
  network: 'Network',
  chooseNetwork: 'Select a network',
  bank: 'Bank',
  chooseBank: 'Select a bank',
  walletAddress: 'Wallet address',
  accountNumber: 'Account number',
  accountName: 'Account name: <b>{name}</b>',
  added: 'Payment method added',
};
