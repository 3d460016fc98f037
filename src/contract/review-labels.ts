import { CUSTOMER_IDENTITY_FIELDS, CUSTOMER_OTHER_INFO_FIELDS } from './accounts';
import { BUSINESS_INFO_FIELDS } from './steps/kyb-business-info/fields';
import { BUSINESS_ACTIVITY_FIELDS, COMPLIANCE_FIELDS } from './business';
import { requestLabels } from './step-fields';

/**
 * The English words of the reviewer's detail view, by the stable key the detail sends beside them: the server writes
 * them (server/services/review/review-detail.ts) and the English catalogue names the keys with them; the back office
 * names each key in the reviewer's language (src/app/locales/en/reviewFields.ts, the `reviewFields.` entries of
 * src/app/locales/fr.po) and shows the server's words for a key it does not know.
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
  directorsAndShareholders: 'Directors and shareholders',
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
  confirmedWith: 'Confirmed with',
} as const;
export type ReviewFieldKey = keyof typeof REVIEW_FIELD_LABELS;

export const REVIEW_DOCUMENT_LABELS = {
  identityDocument: 'Identity document',
  proofOfAddress: 'Proof of address',
  ownershipStructure: 'Ownership structure',
  invoice: 'Invoice',
  businessDocuments: 'Business documents',
} as const;
export type ReviewDocumentKey = keyof typeof REVIEW_DOCUMENT_LABELS;

type FieldOrDocument = { field: ReviewFieldKey } | { document: ReviewDocumentKey };

/**
 * What each field of the onboarding steps' requests is called, by its request key: the audit trail names the fields a
 * save changed with these (several keys of one thing, as a document's name and content, make one label). A declared
 * step's fields are called by their reviewer's label; a key the steps share keeps one name.
 */
export const STEP_REQUEST_LABELS = {
  ...requestLabels(BUSINESS_INFO_FIELDS),
  ...requestLabels(CUSTOMER_IDENTITY_FIELDS),
  ...requestLabels(COMPLIANCE_FIELDS),
  ...requestLabels(BUSINESS_ACTIVITY_FIELDS),
  // After step 0's: identificationType and identificationNumber, shared with it, keep tab 1's names.
  ...requestLabels(CUSTOMER_OTHER_INFO_FIELDS),
  identificationName: { document: 'identityDocument' },
  identificationAttachment: { document: 'identityDocument' },
  proofOfAddressAttachmentName: { document: 'proofOfAddress' },
  proofOfAddressAttachment: { document: 'proofOfAddress' },
  identificationFindings: { document: 'identityDocument' },
  identificationMrz: { document: 'identityDocument' },
  proofOfAddressFindings: { document: 'proofOfAddress' },
  kybAttachments: { document: 'businessDocuments' },
  ownershipStructureName: { document: 'ownershipStructure' },
  ownershipStructureAttachment: { document: 'ownershipStructure' },
  directorAndShareholderInfo: { field: 'directorsAndShareholders' },
} as const satisfies Record<string, FieldOrDocument>;

/** The labels of the request keys a save changed, each once, in order; a key without a label (a newer server's) as it is. */
export function changedFieldLabels(keys: readonly unknown[]): Array<FieldOrDocument | { key: string }> {
  const seen = new Set<string>();
  return keys.flatMap((key) => {
    const label: FieldOrDocument | { key: string } = STEP_REQUEST_LABELS[key as keyof typeof STEP_REQUEST_LABELS] ?? {
      key: String(key),
    };
    const id = JSON.stringify(label);
    if (seen.has(id)) return [];
    seen.add(id);
    return [label];
  });
}

/** The titles of the sections not named after their step (a person's title carries their name). */
export const REVIEW_SECTION_TITLES = {
  ownershipStructure: 'Ownership structure',
  director: 'Director: {name}',
  shareholder: 'Shareholder: {name}',
  directorAndShareholder: 'Director and shareholder: {name}',
  paymentRequest: 'Payment request',
} as const;
export type ReviewSectionTitleKey = keyof typeof REVIEW_SECTION_TITLES;

/** The English words of the values the server writes (review/review-detail.ts ReviewFieldValue says what each value is). */
export const REVIEW_VALUE_TEXTS = {
  yes: 'Yes',
  no: 'No',
  unknownId: 'unknown (id {id})',
  typedCity: '{city} (typed by the customer)',
  bankWithCode: '{bank}, bank code {bankCode}',
  unknownBank: 'unknown',
  years: '{count, plural, one {{count} year} other {{count} years}}',
  verification: '{type} {number}',
  passkeyOn: 'A passkey on {deviceName}',
  emailCode: 'The email code',
  verificationTypes: { BVN: 'BVN', SSN: 'SSN', ITIN: 'ITIN', PASSPORT: 'Passport', NATIONAL_ID: 'National ID card' },
} as const;

/**
 * The English words of an audit row (the server's describeEvent, server/services/compliance/audit-trail.ts, and the
 * back office's trail, src/features/review/audit-summary.ts, by the keys of the catalogue's `review.audit` area).
 */
export const AUDIT_SUMMARY_TEXTS = {
  stepSaved: 'Saved {step}{changes}',
  stepSavedProposed: 'Saved {step} as a proposed change{changes}',
  submitted: 'Submitted for review with {step}{changes}',
  submittedChanges: 'Submitted changes to the approved account with {step}{changes}',
  firstSave: ' (first save)',
  nothingChanged: ' (nothing changed)',
  changed: ' (changed: {fields})',
  approved: 'Approved ({from} → {to})',
  approvedChanges: 'Approved the proposed changes (now on file)',
  rejected: 'Rejected ({from} → {to})',
  rejectedChanges: 'Rejected the proposed changes (the approved details stay on file)',
  changesRequested: 'Requested changes to {steps}',
  changesRequestedOfChanges: 'Requested changes to {steps} of the proposed changes',
  paymentCreated: 'Created the payment request ({status})',
  paymentConfirmed: 'Confirmed with the payment token ({status})',
  paymentConfirmedWithPasskey: 'Confirmed with a passkey on {deviceName} ({status})',
  paymentReleased: 'Went to the reviewers: an account of the customer was approved ({from} → {to})',
  accountClosed: "Closed at the customer's erasure request: kept until the end of its retention, then erased",
  paymentCancelled: "Cancelled at the customer's erasure request ({from} → {to})",
  paymentDecided: '{decision} ({from} → {to})',
  withReason: '{text}: {reason}',
  caseFileDownloaded: { pdf: 'Downloaded the case file (PDF)', zip: 'Downloaded the case file (ZIP of the documents)' },
  screeningHitDecided: '{verdict}: screening hit on {entry} ({list})',
  firstApproval: 'First approval of a high-risk account: a second reviewer decides',
} as const;

/** How a screening hit is worded in English: the back office's screening card and the case file. */
export const SCREENING_HIT_TEXTS = {
  kinds: {
    customer: 'Customer',
    business: 'Business',
    director: 'Director',
    shareholder: 'Shareholder',
    recipient: 'Recipient',
  },
  states: { open: 'Open', trueMatch: 'True match', falseMatch: 'False match' },
  entry: 'List entry',
  aliases: 'Aliases',
  programmes: 'Programmes',
  score: 'Score',
  matched: 'What matched',
  nameMatched: 'name “{name}” ({score} %)',
  birthDate: {
    same: 'same date of birth ({dates})',
    sameYear: 'date of birth in part ({dates})',
    different: 'another date of birth ({dates})',
    unknown: 'date of birth not compared',
  },
  country: {
    same: 'same country ({countries})',
    different: 'another country ({countries})',
    unknown: 'country not compared',
  },
} as const;

/** The English words of a key, its {placeholders} filled in (a plain text: not the ICU plural years, which only the catalogue uses). */
export const fillIn = (words: string, params: Record<string, string> = {}) =>
  words.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
