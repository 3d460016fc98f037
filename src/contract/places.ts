import * as v from 'valibot';
import { crossFieldCheck, MAX_ID } from './common';
import { say, type SchemaMessage } from './validation';

/*
 * The city of an address: a city of the reference list by its id, or, for a town the list does not have, its name
 * as typed (stored as text and shown to reviewers as not in the list). Exactly one of the two is given.
 */

export const CITY_NOT_IN_LIST = 'not in the list';
export const MAX_CITY_NAME = 100;

/** A city id: a number, its text from a select, or empty ('' / 0 / null) when the town is typed instead; null out. */
export const CityIdSchema = (message: SchemaMessage) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(message), v.string(message)], message)), ''),
    v.check((value) => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (text === '' || text === 0 || text === null) return true;
      const id = Number(text);
      return Number.isInteger(id) && id >= 1 && id <= MAX_ID;
    }, message),
    v.transform((value) => (value === null || value === 0 || (typeof value === 'string' && value.trim() === '') ? null : Number(value))),
  );

/** A country by its ISO code; `message` says what to pick, naming the field as its label does (common.ts' choose). */
export const CountryCode = (message: SchemaMessage) => v.pipe(v.string(message), v.trim(), v.regex(/^[A-Za-z]{2}$/, message), v.toUpperCase());

/** The name of a town missing from the list, as typed; '' when a city of the list is chosen. */
export const CityNameSchema = v.optional(
  v.pipe(
    v.string(say('typeCityName')),
    v.trim(),
    v.maxLength(MAX_CITY_NAME, say('cityNameTooLong', { max: MAX_CITY_NAME })),
    v.check((name: string) => name === '' || /\p{L}/u.test(name), say('typeCityName')),
  ),
  '',
);

/** A city of the list or a typed one: not neither (`required`) nor both; the message goes on the id field (the select). */
export const cityChosenOrTyped = <T>(idKey: string, nameKey: string, required: SchemaMessage) =>
  crossFieldCheck<T>([idKey, nameKey], idKey, (id?: number | null, name?: string) => {
    if (id == null && !name) return required;
    return typeof id === 'number' && name ? say('cityNotBoth') : null;
  });

/** How a stored city reads back: the list's id, or null and the typed name. */
export const CityReadBack = v.object({ cityId: v.nullable(v.number()), cityName: v.nullable(v.string()) });
