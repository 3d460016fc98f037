/**
 * Sign-up payloads. Apart from auth.ts because their phone checks bring libphonenumber's metadata (~30 KB gzip):
 * the login page imports auth.ts and should not download it.
 */
import * as v from 'valibot';
import { isValidPhone, PhoneSchema } from './phone';
import { CallingCodeSchema, EmailSchema, NationalNumberSchema, NewPasswordSchema } from './common';
import { ConfirmPassword, PASSWORDS_MUST_MATCH } from './auth';
import { say } from './validation';

const registerEntries = {
  emailAddress: EmailSchema,
  password: NewPasswordSchema,
  mobileNumber01: NationalNumberSchema,
  countryCode: CallingCodeSchema,
};

export const RegisterRequest = v.pipe(
  v.object(registerEntries),
  v.forward(
    v.partialCheck(
      [['countryCode'], ['mobileNumber01']],
      (input) => isValidPhone(input.countryCode + input.mobileNumber01),
      say('invalidPhone'),
    ),
    ['mobileNumber01'],
  ),
);

/** The registration form: the payload's email and password, the phone in one international field, and the confirmation. */
export const RegisterForm = v.pipe(
  v.object({
    emailAddress: EmailSchema,
    phone: PhoneSchema,
    password: NewPasswordSchema,
    confirmPassword: ConfirmPassword,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      PASSWORDS_MUST_MATCH,
    ),
    ['confirmPassword'],
  ),
);
