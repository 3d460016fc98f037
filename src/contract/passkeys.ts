/**
 * Passkeys (WebAuthn, issue 47): the payloads of their registration, list, renaming, removal and sign-in. The
 * browser's credentials travel as WebAuthn's JSON forms (base64url fields); the server's library checks the rest.
 */
import * as v from 'valibot';
import { LoginPasswordSchema, requiredText } from './common';

export const PASSKEY_NAME_MAX = 60;
const Base64Url = (max: number) =>
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url'), v.maxLength(max));

/**
 * What the browser's navigator.credentials.create() / get() are given: WebAuthn's JSON options as the server's
 * library made them (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON), passed through whole.
 */
export const PasskeyOptionsResponse = v.object({
  options: v.custom<{ challenge: string }>(
    (value) =>
      typeof value === 'object' && value !== null && typeof (value as { challenge?: unknown }).challenge === 'string',
    'WebAuthn options with a challenge',
  ),
});

/** Registration and removal ask for the password again. */
export const PasskeyPasswordRequest = v.object({ password: LoginPasswordSchema });

export const PasskeyName = requiredText('thePasskeyName', PASSKEY_NAME_MAX);

/** navigator.credentials.create()'s answer, as RegistrationResponseJSON. */
export const PasskeyRegistrationRequest = v.object({
  deviceName: PasskeyName,
  credential: v.looseObject({
    id: Base64Url(1400),
    rawId: Base64Url(1400),
    type: v.literal('public-key'),
    response: v.looseObject({
      clientDataJSON: Base64Url(4096),
      attestationObject: Base64Url(16_384),
      transports: v.optional(v.array(v.pipe(v.string(), v.maxLength(20)))),
    }),
    clientExtensionResults: v.optional(v.looseObject({}), {}),
  }),
});

/** navigator.credentials.get()'s answer, as AuthenticationResponseJSON. */
export const PasskeyAssertion = v.looseObject({
  id: Base64Url(1400),
  rawId: Base64Url(1400),
  type: v.literal('public-key'),
  response: v.looseObject({
    clientDataJSON: Base64Url(4096),
    authenticatorData: Base64Url(4096),
    signature: Base64Url(1024),
    userHandle: v.optional(Base64Url(256)),
  }),
  clientExtensionResults: v.optional(v.looseObject({}), {}),
});

export const PasskeySignInRequest = v.object({ credential: PasskeyAssertion });

export const PasskeyItem = v.object({
  id: v.string(),
  deviceName: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});

export const PasskeyListResponse = v.object({ passkeys: v.array(PasskeyItem) });
export type PasskeyList = v.InferOutput<typeof PasskeyListResponse>;

export const PasskeyRenameRequest = v.object({ id: Base64Url(1400), deviceName: PasskeyName });

export const PasskeyRemoveRequest = v.object({ id: Base64Url(1400), password: LoginPasswordSchema });
