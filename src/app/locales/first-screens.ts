/**
 * What the first screens' part of a catalogue holds of the areas they share with other screens, so the login page
 * does not download texts it cannot show: of `serverErrors` the two a screen shows without a server's answer (no
 * connection, an unexpected failure), of `validation` what the signed-out forms' schemas can say, of `frame` what a
 * signed-out screen can show (./en/index.ts, the French from ./fr.po). Every refusal text is in the refusals part
 * (./en/refusals.ts), which src/app/i18n.ts loads before a server's refusal is shown; the whole `frame`, with
 * the signed-in screens' texts (./en/app.ts).
 * Evaluated at build time only (catalogues-plugin.ts): the schemas are walked in Node, not in the browser.
 */
import { EmailForm, LoginForm, NewPasswordForm } from '@/contract/auth';
import { RegisterForm } from '@/contract/registration';
import { validationRefOf } from '@/contract/validation';
import { TRANSLATED_VALUES, type ValidationRef } from '@/contract/messages';

const FIRST_SCREEN_FORMS = [LoginForm, EmailForm, NewPasswordForm, RegisterForm];

/** An area with some of its texts: what a first screens' part holds of it. */
export type Subset<T> = { [K in keyof T]?: T[K] extends string ? T[K] : Subset<T[K]> };

/** Every contract message a schema can give (its own, its pipe's, its entries'), as references. */
function schemaRefs(node: unknown, refs: ValidationRef[] = [], seen = new Set<unknown>()): ValidationRef[] {
  if (typeof node !== 'object' || node === null || seen.has(node)) return refs;
  seen.add(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'message' && typeof value === 'function') {
      const ref = validationRefOf(String((value as () => unknown)()));
      if (ref) refs.push(ref);
    } else schemaRefs(value, refs, seen);
  }
  return refs;
}

/** These texts of an area. */
export function someTexts<Area extends Record<string, unknown>>(
  area: Area,
  keys: Array<keyof Area & string>,
): Subset<Area> {
  return Object.fromEntries(keys.map((key) => [key, area[key]])) as Subset<Area>;
}

/** The validation texts the signed-out forms can show: their messages and the words their values name (a field's name). */
export function firstScreenValidation<Area extends Record<string, unknown>>(validation: Area): Subset<Area> {
  const subset: Record<string, unknown> = {};
  for (const { id, values = {} } of FIRST_SCREEN_FORMS.flatMap((form) => schemaRefs(form))) {
    subset[id] = validation[id];
    for (const [name, value] of Object.entries(values)) {
      const group = TRANSLATED_VALUES[name as keyof typeof TRANSLATED_VALUES];
      if (!group) continue;
      const words = (subset[group] ??= {}) as Record<string, unknown>;
      words[value] = (validation[group] as Record<string, unknown>)[value];
    }
  }
  return subset as Subset<Area>;
}
