import * as v from 'valibot';
import { fieldCheck } from './field-checks';
import { enter, say } from './validation';

export const DEFAULT_PHONE_COUNTRY = 'NG';

/** Product §5: a phone is valid only when it is a non-empty string that passes the phone check (./phone-numbers). */
export const isValidPhone = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && fieldCheck('phone')(value);

/** A phone number in international form (+2348031234567), as the phone field gives it. */
export const PhoneSchema = v.pipe(
  v.string(enter('aPhoneNumber')),
  v.nonEmpty(enter('aPhoneNumber')),
  v.check((value: string) => isValidPhone(value), say('invalidPhone')),
);

export const joinPhone = (countryCode: string, mobileNumber: string) =>
  countryCode && mobileNumber ? `${countryCode}${mobileNumber}` : '';
