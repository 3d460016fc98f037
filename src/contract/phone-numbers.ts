/**
 * libphonenumber behind the contract's phone checks (see ./field-checks): importing this module turns them on. Not in
 * the contract's barrel, so that only screens with a phone download it. The full ('max') metadata checks a number's
 * ranges per type (mobile, fixed line, ...), not only its length as the 'min' set does.
 */
import {
  getCountries,
  getCountryCallingCode,
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { provideFieldCheck } from './field-checks';
import { DEFAULT_PHONE_COUNTRY } from './phone';
import { regionsOfLanguages } from './browser-region';

provideFieldCheck('phone', (international) => isValidPhoneNumber(international));

export const phoneCountries = getCountries;

/**
 * The phone country a browser's language tags name by their region (fr-FR → FR, fr-CI → CI), the first that has a
 * calling code; product §5's NG when none names one.
 */
export function phoneCountryOfLanguages(tags: readonly string[]): string {
  const known = new Set<string>(getCountries());
  return regionsOfLanguages(tags).find((region) => known.has(region)) ?? DEFAULT_PHONE_COUNTRY;
}

/** phoneCountryOfLanguages of this browser; NG where there is none (the build drawing a page). */
export const browserPhoneCountry = () =>
  typeof navigator === 'undefined'
    ? DEFAULT_PHONE_COUNTRY
    : phoneCountryOfLanguages(navigator.languages ?? [navigator.language]);

/** Splits an international number into the product's two fields: calling code with plus sign, and national number. */
export function splitPhone(international: string) {
  const parsed = parsePhoneNumberFromString(international);
  return {
    countryCode: parsed ? `+${parsed.countryCallingCode}` : '',
    mobileNumber: parsed ? String(parsed.nationalNumber) : '',
    country: parsed?.country,
  };
}

export function callingCodeOf(country: string) {
  try {
    return `+${getCountryCallingCode(country as CountryCode)}`;
  } catch {
    return '';
  }
}

const MAX_DIGITS = 17;

/**
 * What a phone field holds for the text typed or pasted with a country chosen: the number in E.164 as libphonenumber
 * reads it (a national prefix is dropped where the country dials one, kept where it is part of the number, as in
 * Côte d'Ivoire or Italy), and the country a pasted +number of another calling code names. Text that does not parse is kept as its digits
 * after the calling code, so the draft holds it and the phone check refuses it.
 */
export function phoneFromInput(typed: string, country: string): { value: string; country: string } {
  const digits = typed.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (!digits) return { value: '', country };
  const international = typed.trim().startsWith('+');
  const parsed = international
    ? parsePhoneNumberFromString(`+${digits}`)
    : parsePhoneNumberFromString(digits, country as CountryCode);
  // A number of the chosen country's calling code keeps the choice (07911 is Guernsey's range, +44 all the same).
  if (parsed)
    return {
      value: parsed.number,
      country: `+${parsed.countryCallingCode}` === callingCodeOf(country) ? country : (parsed.country ?? country),
    };
  return { value: international ? `+${digits}` : `${callingCodeOf(country)}${digits}`, country };
}

/** The national form a phone field shows for a stored number ('0803 123 4567'); '' for none. */
export function nationalText(international: string, country: string) {
  if (!international) return '';
  const parsed = parsePhoneNumberFromString(international);
  if (parsed) return parsed.formatNational();
  const callingCode = callingCodeOf(country);
  return international.startsWith(callingCode)
    ? international.slice(callingCode.length)
    : international.replace(/^\+/, '');
}
