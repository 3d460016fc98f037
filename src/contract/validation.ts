import type { MessageValues, ValidationMessageId, ValidationRef, ValidationSubject } from './messages';

/**
 * The valibot `lang` under which the contract's messages come out as references (their id and values, as JSON)
 * instead of English text: the server's validator parses with it to answer both, and the forms to show the chosen
 * language's text. Any other parse gets the English text where ./message-texts is loaded (the server), else the
 * reference too (the browser, which has no English texts but its catalogue's).
 */
export const MESSAGE_REFS = 'message-refs';

/** A schema's message (valibot calls it with the issue, whose `lang` is the parse's). */
export type SchemaMessage = (issue: { lang?: string }) => string;

let englishText: ((ref: ValidationRef) => string) | undefined;

/** Gives the schemas' messages their English text: ./message-texts calls it when imported. */
export function provideEnglishText(text: (ref: ValidationRef) => string) {
  englishText = text;
}

/** The schema message for one of the contract's validation messages (./messages, ./message-texts). */
export const say = (id: ValidationMessageId, values?: MessageValues): SchemaMessage => {
  const ref: ValidationRef = values ? { id, values } : { id };
  return (issue) => (issue.lang === MESSAGE_REFS || !englishText ? JSON.stringify(ref) : englishText(ref));
};

/**
 * Product §5's tone for field errors: say what to do and name the field as its label does, e.g. enter('yourFirstName')
 * is 'Enter your first name', choose('theBank') is 'Choose the bank'.
 */
export const enter = (what: ValidationSubject) => say('enter', { what });
export const choose = (what: ValidationSubject) => say('choose', { what });
export const attach = (what: ValidationSubject) => say('attach', { what });

/**
 * The reference a message holds when parsed under MESSAGE_REFS; undefined for a message of its own (valibot's
 * defaults). Only `say` writes a message starting '{"id":', so its id is one of the contract's.
 */
export function validationRefOf(message: string): ValidationRef | undefined {
  if (!message.startsWith('{"id":')) return undefined;
  try {
    const ref = JSON.parse(message) as ValidationRef;
    return typeof ref.id === 'string' ? ref : undefined;
  } catch {
    return undefined;
  }
}
