/**
 * The English texts of the contract's messages (their ids and types are in ../messages): the server's refusals in
 * ./server-messages.ts, the validation messages and the words their values name in ./validation-messages.ts, and here
 * how they are filled in. Only the server and the English catalogue (evaluated at build time) import this module: the
 * browser shows the catalogue's text for an id, and never downloads these.
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
} from '../messages';
import { validationRefOf } from '../validation';
import { SERVER_MESSAGES, SERVER_PLURAL_MESSAGES } from './server-messages';
import {
  ADDRESS_KIND_WORDS,
  BUSINESS_IDENTIFIER_WORDS,
  VALIDATION_MESSAGES,
  VALIDATION_SUBJECTS,
} from './validation-messages';

export { SERVER_MESSAGES, SERVER_PLURAL_MESSAGES } from './server-messages';
export {
  ADDRESS_KIND_WORDS,
  BUSINESS_IDENTIFIER_WORDS,
  VALIDATION_MESSAGES,
  VALIDATION_SUBJECTS,
} from './validation-messages';

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
