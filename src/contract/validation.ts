import type { MessageValues, ValidationMessageId, ValidationRef, ValidationSubject } from './messages';

/** A schema's message (valibot calls it with the issue). */
export type SchemaMessage = (issue?: unknown) => string;

/**
 * The schema message for one of the contract's validation messages (./messages): its reference (id and values, as
 * JSON), whichever parses it. The reader gives it words: the server's English texts (./message-texts,
 * `englishMessage`), the forms' catalogue of the chosen language (src/app/wording/form-validation.ts).
 */
export const say = (id: ValidationMessageId, values?: MessageValues): SchemaMessage => {
  const ref = JSON.stringify(values ? { id, values } : { id });
  return () => ref;
};

/**
 * Product §5's tone for field errors: say what to do and name the field as its label does, e.g. enter('yourFirstName')
 * is 'Enter your first name', choose('theBank') is 'Choose the bank'.
 */
export const enter = (what: ValidationSubject) => say('enter', { what });
export const choose = (what: ValidationSubject) => say('choose', { what });
export const attach = (what: ValidationSubject) => say('attach', { what });

/**
 * The reference a schema message holds; undefined for a message of its own (valibot's
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
