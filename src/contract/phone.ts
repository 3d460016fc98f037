import * as v from 'valibot';
import { isValidPhoneNumber, parsePhoneNumberFromString, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export const DEFAULT_PHONE_COUNTRY = 'NG';

/** SPEC 5: a phone is valid only when it is a non-empty string that passes the phone check. */
export const isValidPhone = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && isValidPhoneNumber(value);

/** A phone number in international form (+2348031234567), as the phone field gives it. */
export const PhoneSchema = v.pipe(v.string('Phone number is required'), v.nonEmpty('Phone number is required'), v.check((value: string) => isValidPhone(value), 'Please enter a valid phone number'));

/** Splits an international number into SPEC's two fields: calling code with plus sign, and national number. */
export function splitPhone(international: string) {
  const parsed = parsePhoneNumberFromString(international);
  return { countryCode: parsed ? `+${parsed.countryCallingCode}` : '', mobileNumber: parsed ? String(parsed.nationalNumber) : '', country: parsed?.country };
}

export const joinPhone = (countryCode: string, mobileNumber: string) => (countryCode && mobileNumber ? `${countryCode}${mobileNumber}` : '');

export function callingCodeOf(country: string) {
  try {
    return `+${getCountryCallingCode(country as CountryCode)}`;
  } catch {
    return '';
  }
}
