import * as v from 'valibot';

export const DEFAULT_PHONE_COUNTRY = 'NG';

let checkPhone: ((international: string) => boolean) | undefined;

/**
 * The phone check comes from libphonenumber (~30 KB gzip of metadata), plugged in by `./phone-numbers` instead of
 * imported here: the schemas holding a phone sit in modules every screen needs, and screens without a phone field
 * (the login page) should not download it. The server imports `./phone-numbers`, and so does every module of the
 * app that shows, splits or checks a phone (PhoneField, the save-* calls: `splitPhone` lives there). A check made
 * before that throws; it never lets a number through.
 */
export function providePhoneCheck(check: (international: string) => boolean) {
  checkPhone = check;
}

/** SPEC 5: a phone is valid only when it is a non-empty string that passes the phone check. */
export const isValidPhone = (value: unknown): value is string => {
  if (!checkPhone) throw new Error('Phone numbers are checked only once @/contract/phone-numbers has been imported.');
  return typeof value === 'string' && value.length > 0 && checkPhone(value);
};

/** A phone number in international form (+2348031234567), as the phone field gives it. */
export const PhoneSchema = v.pipe(v.string('Phone number is required'), v.nonEmpty('Phone number is required'), v.check((value: string) => isValidPhone(value), 'Please enter a valid phone number'));

export const joinPhone = (countryCode: string, mobileNumber: string) => (countryCode && mobileNumber ? `${countryCode}${mobileNumber}` : '');
