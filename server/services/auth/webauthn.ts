/**
 * WebAuthn's checks shared by passkey registration, sign-in and payment confirmation (payments/payment-passkeys.ts):
 * the one-time challenges (table webauthn_challenges), the allowed origins, and an assertion verified against a stored
 * passkey (user verification required, the signature counter only going up) by @simplewebauthn/server.
 */
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, parseAuthenticatorData } from '@simplewebauthn/server/helpers';
import type { Db } from '../../db';
import type { PasskeySettings } from '../../env';
import { HttpError } from '../../http/errors';
import type { MessageId } from '../../../src/contract/messages';

/** How long a challenge handed to the browser stays usable. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** A refusal that still commits: a challenge it consumed stays consumed, a mail it queued goes. */
export const refuse = (status: 400 | 401 | 403, id: MessageId) => HttpError.of(status, id, undefined, { commit: true });

export async function keepChallenge(
  db: Db,
  now: Date,
  challenge: string,
  purpose: 'register' | 'signIn',
  userId: string | null,
) {
  await db
    .insertInto('webauthn_challenges')
    .values({ challenge, purpose, user_id: userId, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .execute();
}

/** What the browser says it signed: the challenge and the page's origin (checked again by the library). */
export function clientDataOf(clientDataJSON: string) {
  try {
    const data = decodeClientDataJSON(clientDataJSON);
    if (typeof data.challenge !== 'string' || typeof data.origin !== 'string')
      throw new Error('incomplete client data');
    return data;
  } catch {
    throw HttpError.of(400, 'passkeyNotVerified');
  }
}

/**
 * The challenge the browser signed, taken once: a challenge not handed out for this purpose (and user), expired or
 * already used is refused. Consumed even when the check after it fails (the refusal commits): no second try with it.
 */
export async function consumeChallenge(
  db: Db,
  now: Date,
  clientDataJSON: string,
  purpose: 'register' | 'signIn',
  userId: string | null,
) {
  const { challenge } = clientDataOf(clientDataJSON);
  const taken = await db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', now)
    .where((eb) => (userId === null ? eb('user_id', 'is', null) : eb('user_id', '=', userId)))
    .returning('challenge')
    .executeTakeFirst();
  if (!taken) throw HttpError.of(400, 'passkeyChallengeExpired');
  return challenge;
}

/** The origin the browser signed for, when it is one of ours; WebAuthn's library then checks the signature was made for it. */
export function allowedOrigin(settings: PasskeySettings, clientDataJSON: string) {
  const { origin } = clientDataOf(clientDataJSON);
  if (settings.origins.includes(origin)) return origin;
  if (settings.anyLocalhostPort && /^http:\/\/localhost(:\d{1,5})?$/.test(origin)) return origin;
  throw refuse(400, 'passkeyNotVerified');
}

export type StoredPasskey = {
  id: string;
  user_id: string;
  public_key: Uint8Array;
  counter: string;
  transports: string[];
  device_name: string;
};

/**
 * An assertion checked against the passkey it names: signed by its key over this challenge, for our RP id and
 * origin, with the user verified (fingerprint, face or PIN), its counter above the stored one (a copied key shows an
 * older count: `onCounterBack` tells the owner, the refusal commits). The passkey's counter and last use are kept.
 */
export async function verifyAssertion(
  db: Db,
  now: Date,
  settings: PasskeySettings,
  assertion: AuthenticationResponseJSON,
  expectedChallenge: string,
  onCounterBack: (passkey: StoredPasskey) => Promise<void>,
) {
  const passkey = await db
    .selectFrom('passkeys')
    .select(['id', 'user_id', 'public_key', 'counter', 'transports', 'device_name'])
    .where('id', '=', assertion.id)
    .executeTakeFirst();
  if (!passkey) throw refuse(401, 'passkeyNotRecognised');
  const origin = allowedOrigin(settings, assertion.response.clientDataJSON);
  let authenticatorData;
  try {
    authenticatorData = parseAuthenticatorData(isoBase64URL.toBuffer(assertion.response.authenticatorData));
  } catch {
    throw refuse(400, 'passkeyNotVerified');
  }
  if (!authenticatorData.flags.uv) throw refuse(400, 'passkeyUserNotVerified');
  const stored = Number(passkey.counter);
  if ((stored > 0 || authenticatorData.counter > 0) && authenticatorData.counter <= stored) {
    await onCounterBack(passkey);
    throw refuse(401, 'passkeyCounterWentBack');
  }
  const verification = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge,
    expectedOrigin: origin,
    expectedRPID: settings.rpId,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: stored,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!verification.verified) throw refuse(400, 'passkeyNotVerified');
  await db
    .updateTable('passkeys')
    .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
    .where('id', '=', passkey.id)
    .execute();
  return passkey;
}
