/**
 * The contract's messages by id: their types, and how their values read. The English texts are in ./message-texts,
 * which only the server and the English catalogue import: the browser shows the catalogue's text for an id.
 */
import type {
  SERVER_MESSAGES,
  SERVER_PLURAL_MESSAGES,
  VALIDATION_MESSAGES,
  VALIDATION_SUBJECTS,
} from './message-texts';

/** One of the server's messages (SERVER_MESSAGES, SERVER_PLURAL_MESSAGES: a plural on errorValues.count). */
export type MessageId = keyof typeof SERVER_MESSAGES | keyof typeof SERVER_PLURAL_MESSAGES;
export type MessageValues = Record<string, string | number>;

/**
 * The values of a server message that are ids of words the client translates, by the catalogue group naming them
 * (a status, a step): the answer's errorValues hold the ids, its English text the English words. A list value holds
 * its ids separated by commas.
 */
export const SERVER_TRANSLATED_VALUES = {
  accountStatus: 'accountStatus',
  paymentStatus: 'paymentStatuses',
  steps: 'review.steps',
} as const;

/**
 * The value of a refusal that ends after a wait (a sign-in lockout): the seconds left, also sent as the standard
 * Retry-After header, so a client can count the wait down whatever its message says.
 */
export const RETRY_AFTER_VALUE = 'retryAfterSeconds';

/** Numbers written with a fixed count of decimals, by value name (a file's size in MB: '10.0'); others as they are. */
export const VALUE_DECIMALS: Record<string, number> = { size: 1 };

/** The values of a validation message that are ids of words to translate, by the group that holds those words. */
export const TRANSLATED_VALUES = {
  what: 'subjects',
  found: 'addressKinds',
  expected: 'addressKinds',
  identifier: 'businessIdentifiers',
} as const;

/** The value of a validation message that is a country code, written as the reader's language names the country. */
export const NAMED_COUNTRY_VALUE = 'namedCountry';

/** One of the contract's validation messages (VALIDATION_MESSAGES): what its schemas say about a field. */
export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;
/** What 'Enter {what}' names (VALIDATION_SUBJECTS). */
export type ValidationSubject = keyof typeof VALIDATION_SUBJECTS;
/** A validation message by reference: its id and values, as fieldErrorIds carries it. */
export interface ValidationRef {
  id: ValidationMessageId;
  values?: MessageValues;
}

/**
 * A field error by reference, as fieldErrorIds carries it: a validation message, or one of the server's messages
 * (a wrong code's tries left). The two groups share no id, so the id tells which it is.
 */
export type FieldErrorRef = ValidationRef | { id: MessageId; values?: MessageValues };
