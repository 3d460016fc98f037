import * as v from 'valibot';
import {
  NAMED_COUNTRY_VALUE,
  TRANSLATED_VALUES,
  validationRefOf,
  type SchemaMessage,
  type ValidationRef,
} from '@/contract';
import { formatCount } from './format-number';
import { referenceName } from './reference-names';
import { t, textOr } from '@/app/i18n';

/** A contract validation message in the chosen language, its word values (a field's name, an address format) translated too. */
export function validationRefText({ id, values = {} }: ValidationRef): string {
  const filled = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (name === NAMED_COUNTRY_VALUE) return [name, referenceName('countries', value, String(value))];
      const group = TRANSLATED_VALUES[name as keyof typeof TRANSLATED_VALUES];
      if (group) return [name, textOr(t, `validation.${group}.${value}`, String(value))];
      // A count stays a number: Lingui picks the plural form by it.
      return [name, typeof value === 'number' && name !== 'count' ? formatCount(value) : value];
    }),
  );
  return textOr(t, `validation.${id}`, id, filled);
}

/** An issue's message in the chosen language; a message of valibot's own (no id) stays as it is. */
const issueText = (message: string) => {
  const ref = validationRefOf(message);
  return ref ? validationRefText(ref) : message;
};

/** One of the contract's schema messages (ADD_A_DIRECTOR_MESSAGE) in the chosen language, for a check a screen makes itself. */
export const schemaMessageText = (message: SchemaMessage) => issueText(message());

/**
 * Mantine's `validate` for a form checked by a contract schema: each field's first issue, keyed by its dotted path as
 * Mantine's schemaResolver keys them, in the chosen language. The one place where form errors become text.
 */
export function validateWith(schema: v.GenericSchema) {
  return (values: unknown): Record<string, string> => {
    const errors: Record<string, string> = {};
    for (const issue of v.safeParse(schema, values).issues ?? []) {
      const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
      errors[path] ??= issueText(issue.message);
    }
    return errors;
  };
}
