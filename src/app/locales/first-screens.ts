/**
 * What the signed-out screens' parts of a catalogue hold of the areas they share with other screens, so the login page
 * does not download texts it cannot show: of `serverErrors` the two a screen shows without a server's answer (no
 * connection, an unexpected failure), of `validation` what the forms' schemas can say, of `frame` and `auth` what the
 * login page can show (./en/index.ts and ./en/signed-out.ts, the French from ./fr.po). Every refusal text is in the
 * refusals part (./en/refusals.ts), which src/app/i18n.ts loads before a server's refusal is shown; the whole `frame`,
 * with the signed-in screens' texts (./en/app.ts).
 * Evaluated at build time only (catalogues-plugin.ts): the schemas are walked in Node, not in the browser.
 */
import { validationRefOf } from '@/contract/validation';
import { TRANSLATED_VALUES, type ValidationRef } from '@/contract/messages';

/** An area with some of its texts: what a signed-out screens' part holds of it. */
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

/** The validation texts these forms can show: their messages and the words their values name (a field's name). */
export function formsValidation<Area extends Record<string, unknown>>(
  validation: Area,
  forms: unknown[],
): Subset<Area> {
  const subset: Record<string, unknown> = {};
  for (const { id, values = {} } of forms.flatMap((form) => schemaRefs(form))) {
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
