/**
 * A user's passkeys (table passkeys): registered after the password is asked again, listed, renamed and removed
 * (password again). A secondary profile has its own. Adding one counts as this session's second factor and, like a
 * removal, ends the user's other sessions; a removed passkey stops working at once (its row is gone).
 */
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoUint8Array } from '@simplewebauthn/server/helpers';
import type { Db } from '../../db';
import type { PasskeySettings } from '../../env';
import { HttpError } from '../../http/errors';
import { requireRightPassword } from './password-tries';
import { addSessionFactor, revokeOtherSessions } from './sessions';
import { allowedOrigin, consumeChallenge, keepChallenge, refuse } from './webauthn';

type CallerSession = { id: string; email: string; tokenHash: string };

const passkeyView = (row: { id: string; device_name: string; created_at: Date; last_used_at: Date | null }) => ({
  id: row.id,
  deviceName: row.device_name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
});

const passkeysOf = (db: Db, userId: string) =>
  db
    .selectFrom('passkeys')
    .select(['id', 'device_name', 'created_at', 'last_used_at', 'transports'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

export async function listPasskeys(db: Db, userId: string) {
  return { passkeys: (await passkeysOf(db, userId)).map(passkeyView) };
}

/**
 * The options for navigator.credentials.create(): a discoverable credential (it signs in without typing the email)
 * with user verification required; the user's passkeys are excluded so one authenticator is not registered twice.
 */
export async function passkeyRegistrationOptions(
  db: Db,
  now: Date,
  settings: PasskeySettings,
  user: CallerSession,
  password: { tryAllowed: boolean; passwordOk: boolean },
) {
  requireRightPassword(password);
  const options = await generateRegistrationOptions({
    rpName: settings.rpName,
    rpID: settings.rpId,
    userName: user.email,
    userID: isoUint8Array.fromUTF8String(user.id),
    attestationType: 'none',
    excludeCredentials: (await passkeysOf(db, user.id)).map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, now, options.challenge, 'register', user.id);
  return { options };
}

/** The new passkey kept, once WebAuthn's library verified its attestation for our RP id and origin, with the user verified. */
export async function registerPasskey(
  db: Db,
  now: Date,
  settings: PasskeySettings,
  user: CallerSession,
  { credential, deviceName }: { credential: RegistrationResponseJSON; deviceName: string },
) {
  const expectedChallenge = await consumeChallenge(db, now, credential.response.clientDataJSON, 'register', user.id);
  const verification = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge,
    expectedOrigin: allowedOrigin(settings, credential.response.clientDataJSON),
    expectedRPID: settings.rpId,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const, registrationInfo: undefined }));
  if (!verification.verified) throw refuse(400, 'passkeyNotVerified');
  const { credential: made } = verification.registrationInfo;
  const row = await db
    .insertInto('passkeys')
    .values({
      id: made.id,
      user_id: user.id,
      public_key: made.publicKey,
      counter: made.counter,
      transports: made.transports ?? [],
      device_name: deviceName,
      created_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning(['id', 'device_name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
  if (!row) throw refuse(400, 'passkeyNotVerified');
  await addSessionFactor(db, user.tokenHash, 'passkey');
  await revokeOtherSessions(db, now, user.id, user.tokenHash);
  return passkeyView(row);
}

export async function renamePasskey(db: Db, userId: string, id: string, deviceName: string) {
  const row = await db
    .updateTable('passkeys')
    .set({ device_name: deviceName })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(['id', 'device_name', 'created_at', 'last_used_at'])
    .executeTakeFirst();
  if (!row) throw HttpError.of(404, 'noSuchPasskey');
  return passkeyView(row);
}

export async function removePasskey(
  db: Db,
  now: Date,
  user: CallerSession,
  id: string,
  password: { tryAllowed: boolean; passwordOk: boolean },
) {
  requireRightPassword(password);
  const removed = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .returning('id')
    .executeTakeFirst();
  if (!removed) throw HttpError.of(404, 'noSuchPasskey');
  await revokeOtherSessions(db, now, user.id, user.tokenHash);
}
