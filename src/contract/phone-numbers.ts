/**
 * libphonenumber behind the contract's phone checks (see `providePhoneCheck` in ./phone.ts): importing this module
 * turns them on. Not in the contract's barrel, so that only screens with a phone download it.
 */
import { getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { providePhoneCheck } from './phone';

providePhoneCheck(isValidPhoneNumber);

export const phoneCountries = getCountries;

/** Splits an international number into SPEC's two fields: calling code with plus sign, and national number. */
export function splitPhone(international: string) {
  const parsed = parsePhoneNumberFromString(international);
  return { countryCode: parsed ? `+${parsed.countryCallingCode}` : '', mobileNumber: parsed ? String(parsed.nationalNumber) : '', country: parsed?.country };
}

export function callingCodeOf(country: string) {
  try {
    return `+${getCountryCallingCode(country as CountryCode)}`;
  } catch {
    return '';
  }
}
