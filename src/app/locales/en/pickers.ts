/** The lists to choose from: reference lists loaded from the server, and the phone number's country. */
export const pickers = {
  nothingFound: 'Nothing found',
  loadFailed: 'Could not load the list',
  tryAgain: 'Try again',
  loadAgain: 'Load the list again',
  phoneCountry: '{label}: country',
  bandBelow: 'Less than {amount}',
  bandAbove: 'More than {amount}',
  bandRange: '{from} – {to}',
  bandsConverted: 'Amounts in {currency}, converted from US dollars at an approximate rate.',
};
