import i18next from 'i18next';
import type { ApiError } from '@/contract';
import { errorText } from '@/ui/error-text';

/** Product §4 and 8: how the server's login messages read to the user (the attempts are counted from the English words). */
export const MAX_LOGIN_TRIES = 3;

const ATTEMPTS: Array<[string, number]> = [
  ['third auth attempt', 0],
  ['second auth attempt', 1],
  ['first auth attempt', 2],
];

/** Tries left after a refusal, or null when the message says nothing about attempts. */
export function triesLeftFrom(message: string): number | null {
  const lower = message.toLowerCase();
  for (const [phrase, left] of ATTEMPTS) if (lower.includes(phrase)) return left;
  return null;
}

export function loginErrorText(failure: ApiError) {
  return failure.errorMessage.includes('Invalid username/password') ? i18next.t('auth.incorrectCredentials') : errorText(failure);
}
