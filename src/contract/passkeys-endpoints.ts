import { defineEndpoint } from './endpoint';
import { AuthUser } from './auth';
import { MessageResponse } from './common';
import {
  PasskeyItem,
  PasskeyListResponse,
  PasskeyOptionsResponse,
  PasskeyPasswordRequest,
  PasskeyRegistrationRequest,
  PasskeyRemoveRequest,
  PasskeyRenameRequest,
  PasskeySignInRequest,
} from './passkeys';

const tag = 'Passkeys';

export const passkeyEndpoints = {
  passkeyRegistrationOptions: defineEndpoint({
    method: 'POST',
    path: '/settings/passkeys/registrationOptions',
    tag,
    auth: 'signedIn',
    summary:
      'With the password: the options for navigator.credentials.create(), a one-time challenge valid 5 minutes (beyond the product description)',
    body: PasskeyPasswordRequest,
    response: PasskeyOptionsResponse,
  }),
  registerPasskey: defineEndpoint({
    method: 'POST',
    path: '/settings/passkeys',
    tag,
    auth: 'signedIn',
    summary:
      "Keep the new passkey (user verification required); the caller's other sessions end and the owner is mailed (beyond the product description)",
    body: PasskeyRegistrationRequest,
    response: PasskeyItem,
  }),
  listPasskeys: defineEndpoint({
    method: 'GET',
    path: '/settings/passkeys',
    tag,
    auth: 'signedIn',
    summary: "The caller's passkeys: name, created, last used (beyond the product description)",
    response: PasskeyListResponse,
  }),
  renamePasskey: defineEndpoint({
    method: 'POST',
    path: '/settings/passkeys/rename',
    tag,
    auth: 'signedIn',
    summary: "Rename one of the caller's passkeys (beyond the product description)",
    body: PasskeyRenameRequest,
    response: PasskeyItem,
  }),
  removePasskey: defineEndpoint({
    method: 'POST',
    path: '/settings/passkeys/remove',
    tag,
    auth: 'signedIn',
    summary:
      "With the password: remove one of the caller's passkeys; it stops working at once, the other sessions end, the owner is mailed (beyond the product description)",
    body: PasskeyRemoveRequest,
    response: MessageResponse,
  }),
  passkeySignInOptions: defineEndpoint({
    method: 'POST',
    path: '/auth/passkey/options',
    tag,
    auth: 'public',
    summary:
      'The options for navigator.credentials.get() to sign in with a passkey (discoverable, user verification required) (beyond the product description)',
    response: PasskeyOptionsResponse,
  }),
  signInWithPasskey: defineEndpoint({
    method: 'POST',
    path: '/auth/passkey/signIn',
    tag,
    auth: 'public',
    summary: 'Sign in with a passkey: counts as two factors, no code asked (beyond the product description)',
    body: PasskeySignInRequest,
    response: AuthUser,
  }),
};
