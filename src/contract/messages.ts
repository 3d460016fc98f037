/**
 * The server's refusals that carry a message id: the body says `{ errorMessage, errorId, errorValues? }`, where
 * errorMessage is this English text with the values filled in, and a client in another language shows its own
 * text for errorId (the app's catalogues hold every id). Placeholders are written {{name}}.
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
  paymentsNeedOnboarding: 'Payment requests open once onboarding has started: add an account on the Accounts page and save its first step.',
  commonPassword: 'This password is one of the most used ones and easy to guess. Choose another.',
} as const;

export type MessageId = keyof typeof SERVER_MESSAGES;
export type MessageValues = Record<string, string | number>;

export const isMessageId = (value: string | undefined): value is MessageId => value !== undefined && Object.hasOwn(SERVER_MESSAGES, value);

/** The English text of a message, its {{placeholders}} filled in. */
export const messageText = (id: MessageId, values: MessageValues = {}) =>
  SERVER_MESSAGES[id].replace(/{{(\w+)}}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
