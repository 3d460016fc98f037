import * as v from 'valibot';
import { CodeSchema, EmailSchema, LoginPasswordSchema, NewPasswordSchema } from './common';
import { enter, say } from './validation';
import type { MessageId } from './messages';

/** A wrong code's fieldErrors.token, by id (fieldErrorIds.token): how many tries the code has left before it is void. */
export const codeTriesLeftRef = (left: number): { id: MessageId; values: { left: number } } => ({
  id: left === 1 ? 'codeOneTryLeft' : 'codeTriesLeft',
  values: { left },
});

export const UserStatus = v.picklist(['Unverified', 'Onboarding', 'Active']);
export type UserStatus = v.InferOutput<typeof UserStatus>;

export const LoginRequest = v.object({
  username: EmailSchema,
  password: LoginPasswordSchema,
  /** TOTP code, asked for after the password once two-factor sign-in is on. */
  totpCode: v.optional(CodeSchema),
});

export const PASSWORDS_MUST_MATCH = say('passwordsMustMatch');
export const ConfirmPassword = v.pipe(v.string(enter('yourPasswordAgain')), v.nonEmpty(enter('yourPasswordAgain')));

export const LoginForm = v.object({ username: EmailSchema, password: LoginPasswordSchema });

export const EmailForm = v.object({ email: EmailSchema });

/** The new-password screen's form; the request adds the reset proof. */
export const NewPasswordForm = v.pipe(
  v.object({ email: EmailSchema, newPassword: NewPasswordSchema, confirmPassword: ConfirmPassword }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORDS_MUST_MATCH,
    ),
    ['confirmPassword'],
  ),
);

/** The authUser of product §3: userId is the email. */
export const AuthUser = v.object({
  countryCode: v.string(),
  isSuccessful: v.boolean(),
  mobileNumber: v.string(),
  status: UserStatus,
  token: v.string(),
  userId: v.string(),
  isSubUser: v.optional(v.boolean()),
  isReviewer: v.optional(v.boolean()),
  expiresAt: v.optional(v.string()),
  twoFactorRequired: v.optional(v.boolean()),
  /** A reviewer without two-factor sign-in: the back office opens only once it is set up. */
  twoFactorSetupRequired: v.optional(v.boolean()),
});

export type AuthUser = v.InferOutput<typeof AuthUser>;

export const UserEmailParams = v.object({ userEmail: EmailSchema });

/** In demo-mail mode message is the 6-digit code itself (product description: boxes prefilled from the returned code data). */
export const SendCodeResponse = v.object({ message: v.string() });

/** The signed-in user's key for data kept on the device: 32 bytes in base64url. */
export const DeviceKeyResponse = v.object({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'A device key is 32 bytes in base64url')),
});

export const ValidateTokenRequest = v.object({ email: EmailSchema, token: CodeSchema });

export const ValidateResetTokenResponse = v.object({
  message: v.string(),
  /** Proof that the code was checked; resetPassword requires it so nobody can reset a password by email alone. */
  resetToken: v.string(),
});

export const ResetPasswordResponse = v.object({
  message: v.string(),
  /** Two-factor sign-in will be removed in 7 days (asked for, and it was on): the message says so. */
  twoFactorRemovalScheduled: v.boolean(),
});

export const ResetPasswordRequest = v.pipe(
  v.object({
    email: EmailSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: ConfirmPassword,
    resetToken: v.pipe(v.string(say('resetCodeFirst')), v.nonEmpty(say('resetCodeFirst'))),
    /** The authenticator app is lost: two-factor sign-in is removed 7 days later unless the owner signs in with a code. */
    removeTwoFactor: v.optional(v.boolean()),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORDS_MUST_MATCH,
    ),
    ['confirmPassword'],
  ),
);
