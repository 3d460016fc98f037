/**
 * Sign-in with a passkey (issue 47 item 2): a discoverable credential, so no email is typed; the browser offers the
 * passkeys it holds for our RP id. User verification makes it two factors by itself: no TOTP or emailed code after
 * it, and a reviewer's session opens the back office. Password sign-in stays for everyone.
 */
import { generateAuthenticationOptions, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Db } from '../../db';
import type { PasskeySettings } from '../../env';
import { HttpError } from '../../http/errors';
import type { MailLanguage } from '../../mail/templates';
import { createSession } from './sessions';
import { recordSignIn, type ClientMeta } from './sign-in';
import { consumeChallenge, keepChallenge, verifyAssertion } from './webauthn';

export async function passkeySignInOptions(db: Db, now: Date, settings: PasskeySettings) {
  const options = await generateAuthenticationOptions({ rpID: settings.rpId, userVerification: 'required' });
  await keepChallenge(db, now, options.challenge, 'signIn', null);
  return { options };
}

const ownerOf = (db: Db, userId: string) =>
  db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

export async function signInWithPasskey(
  db: Db,
  now: Date,
  settings: PasskeySettings,
  {
    assertion,
    sessionTtlHours,
    meta,
  }: { assertion: AuthenticationResponseJSON; sessionTtlHours: number; meta: ClientMeta },
  onCounterBack: (owner: { email: string; language: MailLanguage }) => Promise<void>,
) {
  const challenge = await consumeChallenge(db, now, assertion.response.clientDataJSON, 'signIn', null);
  const passkey = await verifyAssertion(db, now, settings, assertion, challenge, async (copied) => {
    await recordSignIn(db, copied.user_id, false, meta);
    await onCounterBack(await ownerOf(db, copied.user_id));
  });
  const user = await ownerOf(db, passkey.user_id);
  if (user.status === 'Unverified') throw HttpError.of(403, 'verifyEmailFirst');
  await recordSignIn(db, user.id, true, meta);
  return { user, session: await createSession(db, now, user.id, sessionTtlHours, meta, ['passkey']) };
}
