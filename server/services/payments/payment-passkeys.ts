/**
 * A payment request confirmed with a passkey, bound to what was shown (issue 47 items 3-4): the WebAuthn challenge is
 * a keyed digest of the request as the confirmation page restates it (type, amount, currency, recipient, masked
 * account or wallet and network), of the digest of every field typed, of the request id and of a one-time server
 * nonce. The assertion is checked against the request as it is now (the digest computed again), and what was signed
 * is kept with the confirmation so that it re-verifies later with the credential's public key.
 */
import { generateAuthenticationOptions, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { PaymentRequestsTable } from '../../db/payments-schema';
import type { PasskeySettings } from '../../env';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { processKeyring } from '../../storage/document-crypto';
import { keyedDigest, randomToken, safeEqual } from '../shared/crypto';
import { paymentContentDigest, paymentToConfirm } from './payment-content';
import { awaitingConfirmation, recordConfirmation, stillConfirmable } from './payment-confirmation';
import { CHALLENGE_TTL_MS, clientDataOf, refuse, verifyAssertion, type StoredPasskey } from '../auth/webauthn';

/**
 * The exact text the challenge is the keyed digest of, kept with the confirmation: the request id, the nonce, the
 * digest of every field typed (payment-content.ts) and the request as the page restated it.
 */
async function signedContentOf(db: Db, payment: Selectable<PaymentRequestsTable>, nonce: string) {
  const shown = await paymentToConfirm(db, payment);
  return {
    shown,
    text: JSON.stringify({
      transactionId: payment.transaction_id,
      nonce,
      contentDigest: paymentContentDigest(payment),
      payment: shown,
    }),
  };
}

/** base64url of HMAC-SHA-256(HKDF(document key, 'payway-digest-v1'), 'payment-passkey:' + content): docs/security.md. */
const challengeOf = (signedContent: string) =>
  Buffer.from(keyedDigest(`payment-passkey:${signedContent}`), 'hex').toString('base64url');

/**
 * The options for navigator.credentials.get() that confirm this request with one of the caller's passkeys, and the
 * request they are bound to, for the page to restate. A new challenge replaces the caller's earlier ones for it.
 */
export async function paymentPasskeyOptions(
  db: Db,
  now: Date,
  settings: PasskeySettings,
  user: SessionUser,
  transactionId: string | undefined,
) {
  const payment = stillConfirmable(await awaitingConfirmation(db, user.id, transactionId).executeTakeFirst(), now);
  const passkeys = await db
    .selectFrom('passkeys')
    .select(['id', 'transports'])
    .where('user_id', '=', user.id)
    .execute();
  if (passkeys.length === 0) throw HttpError.of(404, 'noPasskeyToConfirm');
  const nonce = randomToken();
  const { shown, text } = await signedContentOf(db, payment, nonce);
  const challenge = challengeOf(text);
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db
    .deleteFrom('payment_passkey_challenges')
    .where('payment_request_id', '=', payment.id)
    .where('user_id', '=', user.id)
    .execute();
  await db
    .insertInto('payment_passkey_challenges')
    .values({ challenge, nonce, payment_request_id: payment.id, user_id: user.id, expires_at: expiresAt })
    .execute();
  const options = await generateAuthenticationOptions({
    rpID: settings.rpId,
    challenge: isoBase64URL.toBuffer(challenge),
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
    allowCredentials: passkeys.map((passkey) => ({
      id: passkey.id,
      transports: passkey.transports as AuthenticatorTransport[],
    })),
  });
  return {
    transactionId: payment.transaction_id,
    options,
    payment: shown,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Confirms the request with the assertion: its challenge taken once (a replay finds none), made for this request, and
 * equal to the digest of the request as it is now; the passkey the caller's own, verified by WebAuthn's library for
 * our RP id and origins with the user verified and its counter going up. Every refusal commits: the challenge stays
 * used, a copied key's mail goes.
 */
export async function confirmPaymentWithPasskey(
  db: Db,
  now: Date,
  settings: PasskeySettings,
  user: SessionUser,
  { transactionId, assertion }: { transactionId: string | undefined; assertion: AuthenticationResponseJSON },
  onCounterBack: (passkey: StoredPasskey) => Promise<void>,
) {
  const payment = stillConfirmable(
    await awaitingConfirmation(db, user.id, transactionId).forUpdate().executeTakeFirst(),
    now,
  );
  const { challenge } = clientDataOf(assertion.response.clientDataJSON);
  const issued = await db
    .deleteFrom('payment_passkey_challenges')
    .where('challenge', '=', challenge)
    .where('user_id', '=', user.id)
    .where('expires_at', '>', now)
    .returning(['nonce', 'payment_request_id'])
    .executeTakeFirst();
  if (!issued) throw refuse(400, 'passkeyChallengeExpired');
  if (issued.payment_request_id !== payment.id)
    throw HttpError.of(409, 'passkeyForAnotherPayment', undefined, { commit: true });
  const signedContent = (await signedContentOf(db, payment, issued.nonce)).text;
  if (!safeEqual(challengeOf(signedContent), challenge))
    throw HttpError.of(409, 'paymentChangedSincePasskey', undefined, { commit: true });
  const own = await db
    .selectFrom('passkeys')
    .select('id')
    .where('id', '=', assertion.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!own) throw refuse(401, 'passkeyNotRecognised');
  const passkey = await verifyAssertion(db, now, settings, assertion, challenge, onCounterBack);
  const { response } = assertion;
  return recordConfirmation(db, user, payment, now, {
    method: 'passkey',
    credential_id: passkey.id,
    credential_public_key: passkey.public_key,
    device_name: passkey.device_name,
    signed_content: signedContent,
    digest_key_id: processKeyring().current.id,
    challenge,
    authenticator_data: isoBase64URL.toBuffer(response.authenticatorData),
    client_data_json: isoBase64URL.toBuffer(response.clientDataJSON),
    signature: isoBase64URL.toBuffer(response.signature),
  });
}
