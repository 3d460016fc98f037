import { CITY_NOT_IN_LIST } from './places';

/**
 * The English words of the reviewer's detail view, by the stable key the detail sends beside them: the server writes
 * them (server/services/review-detail.ts) and the English catalogue names the keys with them; the back office names
 * each key in the reviewer's language (src/app/locales/<language>/reviewFields.ts) and shows the server's words for a
 * key it does not know.
 */
export const REVIEW_FIELD_LABELS = {
  notSaved: 'Not saved',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  dateOfBirth: 'Date of birth',
  mobileNumber: 'Mobile number',
  countryOfResidence: 'Country of residence',
  stateOfResidence: 'State of residence',
  cityOfResidence: 'City of residence',
  postalCode: 'Postal code',
  streetAddress: 'Street address',
  nationality: 'Nationality',
  verification: 'Verification',
  politicallyExposed: 'Politically exposed person (PEP)',
  intendedUse: 'Intended use',
  transactionVolume: 'Transaction volume',
  transactionFrequency: 'Transaction frequency',
  occupation: 'Occupation',
  industry: 'Industry',
  yearlyIncome: 'Yearly income',
  identificationType: 'Identification type',
  identificationNumber: 'Identification number',
  proofOfAddressType: 'Proof of address type',
  directorRole: 'Director role',
  shares: 'Shares (%)',
  legalName: 'Legal name',
  tradingName: 'Trading name',
  companyRegistrationNumber: 'Company registration number',
  countryOfIncorporation: 'Country of incorporation',
  state: 'State',
  city: 'City',
  identification: 'Identification',
  businessPhone: 'Business phone',
  businessEmail: 'Business email',
  natureOfBusiness: 'Nature of business',
  operatingFor: 'Operating for',
  directors: 'Directors',
  shareholders: 'Shareholders',
  financialTransactionType: 'Type of financial transaction',
  sourceOfFunds: 'Source of funds',
  politicallyExposedPersons: 'Politically exposed persons (PEP)',
  pepFullName: 'PEP full name {number}',
  registeredWithRegulator: 'Registered with a regulator',
  nameOfRegulator: 'Name of regulator',
  regulatorNumber: 'Regulator number',
  penalized: 'Penalized or under investigation',
  investigationDetails: 'Investigation details',
  sanctioned: 'Sanctioned',
  transactionId: 'Transaction id',
  form: 'Form',
  paymentType: 'Payment type',
  destination: 'Destination',
  amount: 'Amount',
  sourceCurrency: 'Source currency',
  purposeOfPayment: 'Purpose of payment',
  accountNumber: 'Account number',
  bank: 'Bank',
  crypto: 'Crypto',
  network: 'Network',
  walletAddress: 'Wallet address',
  beneficiaryName: 'Beneficiary name',
  beneficiaryAddress: 'Beneficiary address',
  bankAddress: 'Bank address',
  swiftCode: 'SWIFT code',
  intermediaryBank: 'Intermediary bank',
  intermediaryAddress: 'Intermediary address',
  intermediarySwiftCode: 'Intermediary SWIFT code',
  paymentReference: 'Payment reference',
  routingCode: 'ABA / SORT / BSB / IFSC',
  createdBy: 'Created by',
  created: 'Created',
  confirmed: 'Confirmed',
} as const;
export type ReviewFieldKey = keyof typeof REVIEW_FIELD_LABELS;

export const REVIEW_DOCUMENT_LABELS = {
  identityDocument: 'Identity document',
  proofOfAddress: 'Proof of address',
  ownershipStructure: 'Ownership structure',
  invoice: 'Invoice',
} as const;
export type ReviewDocumentKey = keyof typeof REVIEW_DOCUMENT_LABELS;

/** The titles of the sections not named after their step (a person's title carries their name). */
export const REVIEW_SECTION_TITLES = {
  ownershipStructure: 'Ownership structure',
  director: 'Director: {name}',
  shareholder: 'Shareholder: {name}',
  directorAndShareholder: 'Director and shareholder: {name}',
  paymentRequest: 'Payment request',
} as const;
export type ReviewSectionTitleKey = keyof typeof REVIEW_SECTION_TITLES;

/** The English words of the values the server writes (review.ts ReviewFieldValue says what each value is). */
export const REVIEW_VALUE_TEXTS = {
  yes: 'Yes',
  no: 'No',
  unknownId: 'unknown (id {id})',
  typedCity: `{city} (${CITY_NOT_IN_LIST})`,
  bankWithCode: '{bank}, bank code {bankCode}',
  unknownBank: 'unknown',
  years: '{count, plural, one {{count} year} other {{count} years}}',
} as const;

/** The English words of a key, its {placeholders} filled in (a plain text: not the ICU plural years, which only the catalogue uses). */
export const fillIn = (words: string, params: Record<string, string> = {}) => words.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
