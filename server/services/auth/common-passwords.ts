import { dictionary } from '@zxcvbn-ts/language-common';
import { messageText } from '../../../src/contract/message-texts';
import { HttpError } from '../../http/errors';

/**
 * The 49,233 most used passwords of zxcvbn-ts's common list (lowercase), held in memory as a set. A password is
 * refused whatever its letter case: 'Password123' is as easy to guess as 'password123'.
 */
const COMMON_PASSWORDS = new Set<string>(dictionary['passwords-common']);

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());

/** Refuses a common password as an error of the form's `field`, with a message id the client translates. */
export function refuseCommonPassword(password: string, field: string) {
  if (isCommonPassword(password))
    throw HttpError.of(400, 'commonPassword', undefined, { fieldErrors: { [field]: messageText('commonPassword') } });
}
