import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import * as v from 'valibot';
import { crossFieldCheck, MAX_ID, optionalText } from './common';
import type { ValidationSubject } from './messages';
import { enter, say, type SchemaMessage } from './validation';

/*
 * The city of an address: a city of the reference list by its id, or, for a town the list does not have, its name
 * as typed (stored as text and shown to reviewers as typed by the customer). Exactly one of the two is given.
 */

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
    v.transform((value) =>
      value === null || value === 0 || (typeof value === 'string' && value.trim() === '') ? null : Number(value),
    ),
  );

/** A country by its ISO code; `message` says what to pick, naming the field as its label does (common.ts' choose). */
export const CountryCode = (message: SchemaMessage) =>
  v.pipe(v.string(message), v.trim(), v.regex(/^[A-Za-z]{2}$/, message), v.toUpperCase());

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

export const MAX_POSTAL_CODE = 20;

/**
 * Whether an address in the country needs a postal code: postcode-validator knows the country's format. It knows
 * none for the countries without postal codes (Côte d'Ivoire, the Emirates, Hong Kong, Ghana...), whose postal code
 * is optional. Until a country is chosen, the postal code is asked for.
 */
export const needsPostalCode = (country: string) =>
  !/^[A-Z]{2}$/.test(country) || postcodeValidatorExistsForCountry(country);

/** The postal code as typed: checked against its country by postalCodeOfCountry. */
export const PostalCodeSchema = optionalText(MAX_POSTAL_CODE);

/**
 * The postal code of an address, checked against the address's country by postcode-validator: required and in the
 * country's format where the country has postal codes (75008 in France, SW1A 1AA in the United Kingdom), optional
 * elsewhere. The message goes on the postal code and names the country. Unlike crossFieldCheck, it also runs when
 * the country is missing: the postal code is then asked for too.
 */
export const postalCodeOfCountry = <T>(countryKey: string, postalCodeKey: string, what: ValidationSubject) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    const input = dataset.value as Record<string, unknown> | null;
    if (typeof input !== 'object' || input === null) return;
    if (dataset.issues?.some((known) => known.path?.[0]?.key === postalCodeKey)) return;
    const country = typeof input[countryKey] === 'string' ? input[countryKey] : '';
    const postalCode = typeof input[postalCodeKey] === 'string' ? input[postalCodeKey] : '';
    const message = !needsPostalCode(country)
      ? null
      : !postalCode
        ? enter(what)
        : /^[A-Z]{2}$/.test(country) && !postcodeValidator(postalCode, country)
          ? say('postalCodeOfCountry', { namedCountry: country })
          : null;
    if (message)
      addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: postalCodeKey, value: postalCode }] });
  });
