/**
 * The English texts of the contract's messages (their ids and types are in ./messages). Only the server and the
 * English catalogue (evaluated at build time) import this module: the browser shows the catalogue's text for an id,
 * and never downloads these.
 *
 * The server's refusals that carry a message id: the body says `{ errorMessage, errorId, errorValues? }`, where
 * errorMessage is this English text with the values filled in, and a client in another language shows its own
 * text for errorId (the app's catalogues hold every id). Placeholders are written {name}, as in the catalogues' ICU
 * MessageFormat; the server fills them itself (`fill`), so a text holds no other ICU syntax: no braces but its
 * placeholders, no apostrophe before a brace, no doubled apostrophe.
 */
import {
  NAMED_COUNTRY_VALUE,
  TRANSLATED_VALUES,
  VALUE_DECIMALS,
  type MessageId,
  type MessageValues,
  type ValidationRef,
} from './messages';
import type { BusinessIdentifierWords } from './business-identifier-types';
import { validationRefOf } from './validation';

export const SERVER_MESSAGES = {
  generic: 'An error occured. Please try again.',
  busy: 'The server is busy. Please try again in a moment.',
  noSuchEndpoint: 'No such API endpoint.',
  signInToContinue: 'Sign in to continue',
  notAllowed: 'You are not allowed to do this',
  notFound: 'Not found',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  accountInReviewNotDeleted: 'This account is being reviewed and cannot be deleted now.',
  approvedAccountNotDeleted: 'An approved account cannot be deleted. Contact support to close it.',
  accountInReviewNotChanged: 'This account is being reviewed and cannot be changed now.',
  rejectedAccountNotChanged: 'This account was rejected by our reviewers and cannot be changed.',
  paymentsNeedOnboarding:
    'Payment requests open once onboarding has started: add an account on the Accounts page and save its first step.',
  commonPassword: 'This password is one of the most used ones and easy to guess. Choose another.',
  codeSentRecently: 'A code was sent less than 30 seconds ago. Please wait before asking again.',
  tooManyCodes: 'Too many codes asked for. Please wait 15 minutes.',
  tooManyHandoffs: 'Too many phone links asked for. Please wait a few minutes.',
  handoffLinkGone: 'This link was used, expired or cancelled: ask for a new one on your computer.',
  incorrectCode: 'Incorrect Code',
  expiredCode: 'This code has expired or was already used. Ask for a new one.',
  tooManyWrongCodes: 'Too many wrong codes. Ask for a new one.',
  verifyEmailFirst: 'Please verify your email first: register again with this email to get a new code.',
  resetCodeNotVerified: 'Your reset code was not verified or has expired. Please start again.',
  passwordChangedMeanwhile: 'Your password was changed meanwhile. Please try again.',
  wrongPassword: 'Your password is incorrect.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  wrongPaymentPassword: 'The password is not correct.',
  tooManyPaymentPasswordTries:
    'Too many payment password tries: wrong ones block payments for 15 minutes. Please wait and try again.',
  paymentTokenSentRecently: 'A payment token was sent less than 30 seconds ago. Please wait before asking again.',
  tooManyPaymentTokens: 'Too many payment tokens asked for. Please wait 15 minutes.',
  nothingToConfirm: 'There is no payment request waiting for confirmation. Create the request again.',
  unconfirmedPaymentExpired:
    'This payment request expired: it was not confirmed within 24 hours. Create the request again.',
  paymentChangedSinceToken:
    'This payment request changed after its token was sent, so that token no longer confirms it. Ask for a new token to confirm the request as it is now.',
  paymentChangedSincePasskey:
    'This payment request changed after you were asked to confirm it, so your passkey did not confirm it. Check the request as it is now and confirm again.',
  passkeyForAnotherPayment:
    'This passkey confirmation was made for another payment request. Confirm this request again.',
  noPasskeyToConfirm: 'You have no passkey: confirm with the code we send to your email.',
  noSuchPayment: 'No payment request with this transaction id.',
  noSuchAccount: 'No such account',
  noAccountWithId: 'No account with this id.',
  tooManyAccounts: 'A profile can hold at most {max} accounts. Delete one you no longer need first.',
  saveIdentityFirst: 'Save the customer identity information first.',
  revisionInReview: 'Your changes to this account are being reviewed and cannot be changed now.',
  noSuchProfile: 'No secondary profile with this email.',
  cannotManageProfiles:
    'Your profile is not allowed to manage secondary profiles. Ask the account owner for this permission.',
  cannotChangeOwnPermissions: 'You cannot change your own permissions.',
  cannotChangeOwnerPermissions: "You cannot change the account owner's permissions.",
  grantOnlyOwnPermissions: 'You can only grant permissions your own profile holds.',
  cannotDeleteOwnProfile: 'You cannot delete your own profile.',
  tooManyInvitations: 'Too many invitations sent. Please wait an hour.',
  tooManyPasswordChanges: 'Too many password changes tried. Please wait 15 minutes.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on. Turn it off first to move to another app.',
  startTwoFactorSetupFirst: 'Start the set-up first to get a QR code.',
  staffKeepTwoFactor: 'Staff keep two-factor sign-in on. To move to another app, ask an administrator.',
  staffCannotErase: 'Staff accounts are not erased from the settings: ask an administrator.',
  ownerErasesOnly: 'Only the account owner can ask for erasure. Ask them to remove your profile.',
  twoFactorSetupRequired: 'Set up two-factor sign-in before using the back office.',
  secondFactorSignInRequired: 'Sign in again with your authenticator code or a passkey to use the back office.',
  passkeyChallengeExpired: 'This passkey request expired or was used already. Try again.',
  passkeyNotRecognised: 'This passkey is not registered here (it may have been removed). Sign in with your password.',
  passkeyNotVerified: 'The passkey could not be verified for this site. Try again.',
  passkeyUserNotVerified: 'Your device did not check it was you (fingerprint, face or PIN). Try again and unlock it.',
  passkeyCounterWentBack:
    'This passkey was refused: it looks copied. We told the owner by email. Sign in with your password.',
  noSuchPasskey: 'No such passkey.',
  documentNotUploaded: 'This document was not uploaded (or was used already): attach it again.',
  notADocument: '{name} is not a JPEG, PNG or PDF file: choose another file',
  dataAfterEnd:
    '{name} carries other data after the end of its image or PDF: save it again as a new file (or take the photo again) and send that',
  activePdf:
    '{name} holds JavaScript, an action that starts a program, or attached files, which we do not accept: print it to a new PDF and send that',
  noSuchDocument: 'No such document',
  stillRunning: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
  cannotCreateAccounts: 'Your profile is not allowed to create accounts. Ask the account owner for this permission.',
  cannotUpdateAccounts: 'Your profile is not allowed to update accounts. Ask the account owner for this permission.',
  cannotDeleteAccounts: 'Your profile is not allowed to delete accounts. Ask the account owner for this permission.',
  cannotViewAccounts: 'Your profile is not allowed to view accounts. Ask the account owner for this permission.',
  cannotMakePayments:
    'Your profile is not allowed to make payment requests. Ask the account owner for this permission.',
  cannotSendDocuments:
    'Your profile is not allowed to send documents: that needs the permission to create accounts, edit them or make payment requests. Ask the account owner for it.',
  cannotViewPayments:
    'Your profile is not allowed to view payment requests. Ask the account owner for this permission.',
  cannotCancelPayments:
    'Your profile is not allowed to cancel payment requests. Ask the account owner for this permission.',
  cannotCreateProfiles:
    'Your profile is not allowed to create secondary profiles. Ask the account owner for this permission.',
  cannotDeleteProfiles:
    'Your profile is not allowed to delete secondary profiles. Ask the account owner for this permission.',
  accountNotDecidable: 'This account is not waiting for a decision: it is {accountStatus}.',
  paymentNotDecidable: 'This payment request is not waiting for a decision: it is {paymentStatus}.',
  openScreeningHitsAccount:
    'This account has sanctions screening hits still open: mark each a true or a false match before approving it.',
  openScreeningHitsPayment:
    'The recipient of this payment request has sanctions screening hits still open: mark each a true or a false match before approving it.',
  secondReviewerNeeded:
    'This high-risk account has your first approval already: a second, different reviewer must approve it.',
  noSuchScreeningHit: 'No such screening hit.',
  screeningHitDecided: 'This screening hit was decided already.',
  saveStepsFirst: 'Save these steps first: {steps}.',
  codeOneTryLeft: 'That code is not right. 1 try left before the code stops working.',
  codeTriesLeft: 'That code is not right. {left} tries left before the code stops working.',
  fileNotBase64: 'The file {name} is not valid base64.',
  fileEmpty: 'The file {name} is empty.',
  fileTooLarge: 'The file {name} is {size} MB; the limit is {limit} MB a file.',
  uploadNeedsFileName: 'Upload-Metadata must name the file (filename, at most 255 characters).',
  uploadTooLarge: 'The file is too large.',
  uploadEmpty: 'The file is empty.',
  tooManyPendingUploads: 'Too many documents wait to be attached: send your steps first, or try again tomorrow.',
  tooManyUploads: 'Too many uploads started. Please wait 10 minutes.',
  handoffUploadsFull:
    'This phone link has added all the documents it may: attach them on your computer, or start a new link.',
  uploadKeyRetired: 'This upload was sealed with a retired key: start it again.',
  invalidJson: 'The request body is not valid JSON.',
  sendJson: 'Send the request body as JSON, with the header Content-Type: application/json.',
  requestTooLarge: 'The request is too large (limit {limit} KB).',
  idempotencyKeyLength: 'Idempotency-Key must be 1 to {max} characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  reviewersNotCustomers: 'Reviewers cannot use customer operations',
  webClientHeaderMissing: 'A request signed in by the session cookie must carry the header X-Payway-Client: web.',
  deviceKeyNeedsSignIn: 'Sign in again on this device to open the drafts it keeps.',
  notYourEmail: '{field} must be the email you are signed in with.',
  ownPasswordOnly: 'You can only change your own password.',
  reviewersHaveNoProfiles: 'Reviewers have no secondary profiles.',
  listOwnProfilesOnly: 'You can only list the secondary profiles of your own account.',
  createOwnProfilesOnly: 'You can only create secondary profiles for your own account.',
  noProfileWithId: 'No such profile',
  noSubmittedAccount: 'No submitted account with this id',
  noSubmittedPayment: 'No submitted payment request with this transaction id.',
  nothingSubmitted: 'Nothing submitted with this id',
  unknownCurrency: '{code} is not a currency we know',
  wrongPasswordFirstTry: 'Invalid username/password. This was your first auth attempt; 2 tries left.',
  wrongPasswordSecondTry: 'Invalid username/password. This was your second auth attempt; 1 try left.',
  wrongPasswordLockedOut: 'Invalid username/password. This was your third auth attempt: you have been locked out.',
  wrongAuthenticatorCodeFirstTry: 'Incorrect authenticator code. This was your first auth attempt; 2 tries left.',
  wrongAuthenticatorCodeSecondTry: 'Incorrect authenticator code. This was your second auth attempt; 1 try left.',
  wrongAuthenticatorCodeLockedOut:
    'Incorrect authenticator code. This was your third auth attempt: you have been locked out.',
  lockedOutOneMinute:
    'You have been locked out after the third auth attempt. Reset your password or try again in 1 minute.',
  lockedOutMinutes:
    'You have been locked out after the third auth attempt. Reset your password or try again in {minutes} minutes.',
  tooManyPasswordTries: 'Too many password tries. Please wait 15 minutes.',
  alreadyDone:
    'This request was already done. Its answer held a secret, so it is not kept: sign in again or start over.',
  stepsNotOfAccount: '{steps} is not a step of this account',
  alreadyReviewer: '{email} is already a reviewer.',
  customerEmail: '{email} belongs to a customer; use another email for the reviewer.',
  notAReviewer: '{email} is not a reviewer.',
  subjectTypeAndId: 'Give both subject_type and subject_id, or neither.',
  fieldRefused: '{field}: {error}',
  inputRefused: 'Invalid {what}: {error}',
  chooseListedCountry: 'Choose a country from the list',
  chooseStateOfCountry: 'Choose a state of the chosen country',
  chooseCityOfState: 'Choose a city of the chosen state',
  chooseProofOfAddressType: 'Choose a proof of address document type',
  chooseIdentityDocumentType: 'Choose an identity document type',
  chooseListedOption: 'Choose an option from the list',
  unknownFiatCurrency: '{code} is not a fiat currency we know',
  unknownCryptoCurrency: '{code} is not a crypto currency we know',
  networkDoesNotCarryCurrency: '{crypto} does not carry {code}',
  bankReceivesFiat: 'A bank account receives fiat money: choose the network that carries {code}',
  unknownSavedAccount: 'Choose one of your saved bank accounts',
  savedAccountCurrency: 'This account receives {code}: choose {code} as the amount currency',
  savedAccountOutOfDate: 'This saved account does not meet its country’s rules: add it again on the Accounts page',
  uploadNotFound: 'The file for this url was not found',
  uploadGone: 'The file for this url no longer exists',
  uploadOffsetConflict: 'Upload-Offset conflict',
  uploadSizeExceeded: "upload's size exceeded",
  uploadMaxSizeExceeded: 'Maximum size exceeded',
  uploadLocked: 'Request aborted due to lock acquired',
  uploadLockTimeout: 'failed to acquire lock before timeout',
  uploadFailed: 'Something went wrong with that request',
  uploadWriteFailed: 'Something went wrong receiving the file',
} as const;

/**
 * The server's messages whose words follow a number, errorValues.count: the English text of each plural form, by
 * message id. The catalogues hold each as one ICU plural on count ('{count, plural, one {…} other {…}}', French adds
 * a many branch).
 */
export const SERVER_PLURAL_MESSAGES = {
  tooManySignIns: {
    one: 'Too many sign-in attempts. Please wait {count} minute and try again.',
    other: 'Too many sign-in attempts. Please wait {count} minutes and try again.',
  },
  tooManyRegistrations: {
    one: 'Too many registrations from this network. Please wait {count} minute and try again.',
    other: 'Too many registrations from this network. Please wait {count} minutes and try again.',
  },
  tooManyCodesSent: {
    one: 'Too many codes asked for from this network. Please wait {count} minute and try again.',
    other: 'Too many codes asked for from this network. Please wait {count} minutes and try again.',
  },
  tooManyCodesTried: {
    one: 'Too many codes tried from this network. Please wait {count} minute and try again.',
    other: 'Too many codes tried from this network. Please wait {count} minutes and try again.',
  },
} as const;

type PluralMessageId = keyof typeof SERVER_PLURAL_MESSAGES;
const isPluralMessageId = (id: string): id is PluralMessageId => Object.hasOwn(SERVER_PLURAL_MESSAGES, id);

const valueText = (name: string, value: string | number) =>
  typeof value === 'number' && name in VALUE_DECIMALS ? value.toFixed(VALUE_DECIMALS[name]) : String(value);
const fill = (template: string, values: MessageValues) =>
  template.replace(/{(\w+)}/g, (placeholder, name: string) =>
    name in values ? valueText(name, values[name]) : placeholder,
  );

const englishPlural = new Intl.PluralRules('en');

/**
 * The English text of a message, its {placeholders} filled in: a plural message in the form its count takes;
 * `words` gives the English words of its SERVER_TRANSLATED_VALUES (the values themselves are ids).
 */
export function messageText(id: MessageId, values: MessageValues = {}, words: MessageValues = {}) {
  const template = isPluralMessageId(id)
    ? SERVER_PLURAL_MESSAGES[id][englishPlural.select(Number(values.count)) === 'one' ? 'one' : 'other']
    : SERVER_MESSAGES[id];
  return fill(template, { ...values, ...words });
}

/**
 * The contract's validation messages: what its schemas say about a field (src/contract/validation.ts turns an id into
 * a valibot message; ids and types in ./messages). The server's 400 answers carry each field's English text and, in fieldErrorIds, its id and
 * values; forms and a client in another language show the catalogue's text for the id. A value named in
 * TRANSLATED_VALUES is itself an id of the group it names (a subject: 'Enter {what}' with what 'yourFirstName').
 */
export const VALIDATION_MESSAGES = {
  enter: 'Enter {what}',
  choose: 'Choose {what}',
  attach: 'Attach {what}',
  shorten: 'Shorten {what} to {max} characters or fewer',
  invalidEmail: 'Please enter a valid email',
  passwordTooLong: 'Password must be at most {max} characters',
  passwordTooShort: 'Password must be at least {min} characters',
  invalidCallingCode: 'Invalid country calling code',
  invalidPhone: 'Please enter a valid phone number',
  unknownTransactionId: 'Unknown transaction id',
  fileNameTooLong: 'The file name is too long',
  realDateOfBirth: 'Please enter a real date of birth',
  tooYoung: 'You must be at least {age} years old',
  verificationTypeMismatch: 'The verification type does not match the nationality',
  passportNumberShape: 'Enter the passport number as printed on the passport: letters and digits, such as 12AB34567',
  nationalIdNumberShape: 'Enter the national ID card number as printed on the card',
  itinShape: 'An ITIN has 9 digits and starts with 9, such as 912-70-1234',
  businessIdentifierInvalid: 'Enter a valid {identifier}',
  businessNumberLength: 'Enter the {identifier}: {min} to {max} characters',
  typeCityName: 'Type the name of your city',
  cityNameTooLong: 'A city name has at most {max} characters',
  cityNotBoth: 'Choose a city from the list or type one, not both',
  postalCodeOfCountry: 'Enter a postal code in the format of the country ({namedCountry})',
  passwordsMustMatch: 'Passwords must match',
  newPasswordSame: 'The new password must differ from the current one',
  resetCodeFirst: 'The reset code must be verified first',
  unknownPermission: 'Unknown permission',
  permissionOnce: 'Each permission may appear once',
  wholeYears: 'Enter a whole number of years',
  atLeastYears: 'At least {min} year',
  atMostYears: 'At most {max} years',
  attachAllFour: 'Attach all four documents before you submit',
  fourDocuments:
    'Attach all four documents: proof of address, certificate of incorporation, article of association and other equivalent document.',
  sharesAtMost100: 'Shares are a percentage: at most 100',
  directorOrShareholder: 'A person is a director, a shareholder or both',
  addDirector: 'Add at least one director',
  tooManyPeople: 'At most {max} directors and shareholders',
  samePersonTwice: 'The same person is listed twice',
  tooManyNames: 'At most {max} names',
  pepNames: 'Give the full name of each politically exposed person',
  reasonRequired: 'Give the reason the customer will see',
  stepsRequired: 'Choose the steps the customer has to change',
  tooManyCharacters: 'At most {max} characters',
  unknownStep: 'Unknown step',
  unknownSubject: 'Unknown subject',
  amountAsNumber: 'Enter the amount as a number',
  amountAboveZero: 'Enter an amount above 0',
  smallerAmount: 'Enter a smaller amount',
  amountDecimals: 'Enter the amount with at most {decimals} decimals',
  invalidBic: 'Enter a valid SWIFT/BIC code (8 or 11 characters with a real country, e.g. DEUTDEFF)',
  invalidAccountNumber: 'Enter a valid account number (4 to 34 letters or digits)',
  nubanLength: 'A Nigerian account number (NUBAN) has 10 digits',
  nubanCheckDigit: "This {bank} account number's check digit doesn't match: a digit may be mistyped",
  ibanCheckDigits: "This IBAN's check digits don't match: a digit may be mistyped",
  ibanRequired:
    "Banks in {country} are paid to an IBAN: enter the beneficiary's IBAN ({length} characters, starting {country})",
  walletAddressTooLong: 'This is too long for a wallet address',
  walletAddressOfOtherKind: 'This is {found} address: it cannot receive on {network}. Enter {expected} address.',
  invalidEvmAddress:
    'Enter a valid {network} address: 0x and 40 hex digits, with its checksum letters as your wallet shows them',
  invalidWalletAddress:
    'Enter a valid {network} address: check it against your wallet (one wrong character and it is not valid)',
  networkDoesNotCarry: '{network} does not carry {crypto}',
  accountOrWalletTooLong: 'This is too long for an account number or wallet address',
  ibanOfCountry: "Enter the account's IBAN: {length} characters, starting {country}",
  bicOfOtherCountry:
    'This BIC is of a bank in {bicCountry}, not {country}: enter the BIC of the bank that holds this account',
  invalidRoutingNumber: 'Enter the 9-digit ABA routing number of your bank (one wrong digit and it is not valid)',
  invalidSortCode: 'Enter the 6-digit sort code, e.g. 12-34-56',
  ukAccountNumber: 'A UK account number has {digits} digits',
} as const;

/** What 'Enter {what}', 'Choose {what}', 'Attach {what}' and 'Shorten {what}' name, as the field's label does. */
export const VALIDATION_SUBJECTS = {
  yourEmailAddress: 'your email address',
  yourPassword: 'your password',
  yourPasswordAgain: 'your password again',
  theNewPasswordAgain: 'the new password again',
  theCode: 'the 6-digit code',
  thePasskeyName: 'a name for this passkey',
  yourPhoneNumber: 'your phone number',
  aPhoneNumber: 'a phone number',
  anOption: 'an option',
  anAccountType: 'an account type',
  yourFirstName: 'your first name',
  yourLastName: 'your last name',
  yourDateOfBirth: 'your date of birth',
  yourCountryOfResidence: 'your country of residence',
  yourStateOfResidence: 'your state of residence',
  orTypeYourCityOfResidence: 'or type your city of residence',
  yourPostalCode: 'your postal code',
  yourStreetAddress: 'your street address',
  yourNationality: 'your nationality',
  yourVerificationNumber: 'your verification number',
  yesOrNo: 'Yes or No',
  aVerificationType: 'a verification type',
  anIdentificationType: 'an identification type',
  yourIdentificationNumber: 'your identification number',
  theIntendedUseOfTheAccount: 'the intended use of the account',
  theExpectedTransactionVolume: 'the expected transaction volume',
  theTransactionFrequency: 'the transaction frequency',
  yourOccupation: 'your occupation',
  yourIndustry: 'your industry',
  yourYearlyIncome: 'your yearly income',
  aProofOfAddressType: 'a proof of address type',
  yourIdentityDocument: 'your identity document',
  yourProofOfAddress: 'your proof of address',
  theLegalName: 'the legal name',
  theCompanyRegistrationNumber: 'the company registration number',
  theCountryOfIncorporation: 'the country of incorporation',
  theCountryOfResidence: 'the country of residence',
  thePostalCode: 'the postal code',
  theState: 'the state',
  orTypeTheCity: 'or type the city',
  theStreetAddress: 'the street address',
  theIdentificationNumber: 'the identification number',
  theNatureOfBusiness: 'the nature of business',
  howManyYearsTheCompanyHasOperated: 'how many years the company has operated',
  theProofOfAddress: 'the proof of address',
  theCertificateOfIncorporation: 'the certificate of incorporation',
  theArticleOfAssociation: 'the article of association',
  aDocumentType: 'a document type',
  theDocument: 'the document',
  theFirstName: 'the first name',
  theLastName: 'the last name',
  theStateOfResidence: 'the state of residence',
  orTypeTheCityOfResidence: 'or type the city of residence',
  theNationality: 'the nationality',
  theVerificationNumber: 'the verification number',
  theNumberOfShares: 'the number of shares (%)',
  theDirectorRole: 'the director role',
  theIdentityDocument: 'the identity document',
  theOwnershipStructure: 'the ownership structure',
  theTypeOfFinancialTransaction: 'the type of financial transaction',
  theSourceOfFunds: 'the source of funds',
  thePepFullName: "the PEP's full name",
  theNameOfTheRegulator: 'the name of the regulator',
  theRegulatorNumber: 'the regulator number',
  theInvestigationDetails: 'the investigation details',
  aDecision: 'a decision',
  theAmount: 'the amount',
  theSourceCurrency: 'the source currency',
  theAmountCurrency: 'the amount currency',
  theCrypto: 'the crypto',
  currencyCode: 'currencyCode',
  theSwiftCode: 'the SWIFT code',
  theAccountNumber: 'the account number',
  theWalletAddress: 'the wallet address',
  theInvoice: 'the invoice',
  theBank: 'the bank',
  aBankFromTheList: 'a bank from the list',
  theNetwork: 'the network',
  aNetworkFromTheList: 'a network from the list',
  thePurposeOfPayment: 'the purpose of payment',
  theBeneficiarysName: "the beneficiary's name",
  theBeneficiarysAddress: "the beneficiary's address",
  theBankName: 'the bank name',
  theBankAddress: 'the bank address',
  aPaymentType: 'a payment type',
  selfOrThirdParty: 'Self or Third Party',
  theAccountNumberOrWalletAddress: 'the account number or wallet address',
  theBankOrNetwork: 'the bank or network',
  theAccountsCountry: "the account's country",
  aSavedAccount: 'one of your saved accounts',
  aBankOrANetworkFromTheList: 'a bank or a network from the list',
} as const;

/** The address formats of the crypto networks, as 'This is {found} address' names them. */
export const ADDRESS_KIND_WORDS = {
  evm: 'an Ethereum-style (EVM, 0x…)',
  bitcoin: 'a Bitcoin',
  litecoin: 'a Litecoin',
  tron: 'a Tron',
  solana: 'a Solana',
  xrp: 'an XRP Ledger',
} as const;

/** The company identifiers of the countries of incorporation (BusinessIdentifierWords), as those countries name them. */
export const BUSINESS_IDENTIFIER_WORDS = {
  FR: 'SIREN (9 digits) or SIRET (14 digits)',
  GB: 'Corporation Tax UTR (10 digits) or VAT number',
  DE: 'Steuernummer or USt-IdNr.',
  ES: 'CIF',
  IT: 'Partita IVA (11 digits)',
  BE: 'enterprise number (10 digits)',
  NL: 'btw-nummer (VAT number)',
  PT: 'NIPC (9 digits)',
  IE: 'VAT number',
  AT: 'UID (ATU and 8 digits)',
  LU: 'VAT number (8 digits)',
  CH: 'UID (CHE-123.456.789)',
  CA: 'Business Number (BN, 9 digits)',
  BR: 'CNPJ (14 digits)',
  IN: 'PAN (10 characters)',
  PL: 'NIP (10 digits)',
  SE: 'organisationsnummer (10 digits)',
  DK: 'CVR number (8 digits)',
  MA: 'ICE (15 digits)',
  ZA: 'tax reference number (10 digits)',
  CI: 'NCC (taxpayer account number)',
  SN: 'NINEA',
  CM: 'NIU (taxpayer identification number)',
  GH: 'TIN',
  KE: 'KRA PIN',
  OTHER: 'company tax or registration number',
} as const satisfies Record<BusinessIdentifierWords, string>;

const VALUE_WORDS = {
  subjects: VALIDATION_SUBJECTS,
  addressKinds: ADDRESS_KIND_WORDS,
  businessIdentifiers: BUSINESS_IDENTIFIER_WORDS,
} as Record<string, Record<string, string>>;
const englishCountryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const englishCountryName = (code: string) => {
  try {
    return englishCountryNames.of(code) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
};

/** The English text of a validation message, its word values (TRANSLATED_VALUES) in English. */
export const validationText = ({ id, values = {} }: ValidationRef) =>
  fill(
    VALIDATION_MESSAGES[id],
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        if (name === NAMED_COUNTRY_VALUE) return [name, englishCountryName(String(value))];
        const group = TRANSLATED_VALUES[name as keyof typeof TRANSLATED_VALUES];
        return [name, group ? (VALUE_WORDS[group][value] ?? value) : value];
      }),
    ),
  );

/** A schema issue's message in English: a contract message's text, or valibot's own message as it is. */
export const englishMessage = (message: string) => {
  const ref = validationRefOf(message);
  return ref ? validationText(ref) : message;
};
