/*
 * The English texts of the server's refusals that carry a message id (./index.ts says how they are filled in and sent),
 * and of the plural ones, by plural form.
 */

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
