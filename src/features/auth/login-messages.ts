import type { ApiError, MessageId } from '@/contract';
import { errorText } from '@/app/wording/error-text';
import { t } from '@/app/i18n';

/** Product §4 and 8: how the server's login refusals read to the user, by their message id. */
export const MAX_LOGIN_TRIES = 3;

const TRIES_LEFT: Partial<Record<MessageId, number>> = {
  wrongPasswordFirstTry: 2,
  wrongPasswordSecondTry: 1,
  wrongPasswordLockedOut: 0,
  wrongAuthenticatorCodeFirstTry: 2,
  wrongAuthenticatorCodeSecondTry: 1,
  wrongAuthenticatorCodeLockedOut: 0,
  lockedOutOneMinute: 0,
  lockedOutMinutes: 0,
};
const WRONG_PASSWORD: ReadonlySet<MessageId | undefined> = new Set(['wrongPasswordFirstTry', 'wrongPasswordSecondTry']);

/** Tries left after a refusal, or null when the refusal is not about a wrong try. */
export const triesLeftAfter = (failure: ApiError): number | null =>
  failure.errorId === undefined ? null : (TRIES_LEFT[failure.errorId] ?? null);

export const loginErrorText = (failure: ApiError) =>
  WRONG_PASSWORD.has(failure.errorId) ? t('auth.incorrectCredentials') : errorText(failure);
