/** The rows of a person's identity inputs (FormSections), the customer's (KYC tab 0) and a director's or shareholder's alike. */
export const IDENTITY_ROWS = [
  ['firstName', 'lastName', 'email', 'dob'],
  'phone',
  ['countryOfResidence', 'postalCode'],
  'streetAddress',
  ['nationality', 'verificationCode'],
  'IsPoliticallyExposed',
] as const;
