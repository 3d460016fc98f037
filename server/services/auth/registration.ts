/**
 * Sign-up (table users): a registration waits as Unverified until the code mailed to its email is typed. The answer
 * is the same for a new, a pending and a verified email, and a pending registration's password is never
 * overwritten: a second one with another password only marks it contested.
 */
import type { Db } from '../../db';
import type { MailLanguage } from '../../mail/templates';
import { randomCode } from '../shared/crypto';
import { consumeCode, issueCode } from './codes';
import { refuseCommonPassword } from './common-passwords';
import { findUserByEmail, throttleCodeChecking, throttleCodeSending } from './emailed-codes';
import { decoyHash, hashPassword, unusablePasswordHash, verifyPassword } from './passwords';
import { isPendingInvitee, withdrawInvitation } from '../profiles/profiles';
import { createSession } from './sessions';

export interface NewRegistration {
  emailAddress: string;
  password: string;
  countryCode: string;
  mobileNumber01: string;
}

/**
 * Before the registration's transaction: the new password's hash, and whether it is the password of the email's
 * pending registration (the same person asking again). Checked against a decoy otherwise, so timing tells nothing.
 */
export async function prepareRegistration(
  db: Db,
  { emailAddress, password }: Pick<NewRegistration, 'emailAddress' | 'password'>,
) {
  refuseCommonPassword(password, 'password');
  const existing = await findUserByEmail(db, emailAddress);
  const pendingHash = existing?.status === 'Unverified' ? existing.password_hash : null;
  const [passwordHash, matches] = await Promise.all([
    hashPassword(password),
    verifyPassword(pendingHash ?? (await decoyHash()), password),
  ]);
  return { passwordHash, matchesPending: pendingHash !== null && matches };
}

/** Registers the email, unless it has a user: returns the verified user who registered again (to be told). */
export async function registerUser(
  db: Db,
  registration: NewRegistration,
  prepared: Awaited<ReturnType<typeof prepareRegistration>>,
  language: MailLanguage,
) {
  const inserted = await db
    .insertInto('users')
    .values({
      email: registration.emailAddress,
      password_hash: prepared.passwordHash,
      country_code: registration.countryCode,
      mobile_number: registration.mobileNumber01,
      status: 'Unverified',
      parent_user_id: null,
      first_name: null,
      last_name: null,
      totp_secret: null,
      language,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { registeredAgain: null };
  const existing = await findUserByEmail(db, registration.emailAddress);
  if (existing?.status === 'Unverified' && !prepared.matchesPending) {
    await db.updateTable('users').set({ registration_contested: true }).where('id', '=', existing.id).execute();
  } else if (existing && existing.status !== 'Unverified') {
    return { registeredAgain: existing };
  }
  return { registeredAgain: null };
}

/**
 * A sign-up code for a pending registration, to mail. Unknown and verified emails get a random code nobody is
 * sent (`mailTo` null), so the answer tells nothing about which emails exist.
 */
export async function issueSignupCode(db: Db, now: Date, email: string) {
  await throttleCodeSending(db, now, 'signup', email);
  const user = await findUserByEmail(db, email);
  if (!user || user.status !== 'Unverified') return { code: randomCode(), mailTo: null };
  return { code: await issueCode(db, now, user.id, 'signup'), mailTo: user };
}

/**
 * The sign-up code typed: the user goes Onboarding and is signed in. A contested registration's password may be
 * someone else's: the owner, proven by the code, chooses one by reset (`contested`, to be told).
 */
export async function verifySignup(
  db: Db,
  now: Date,
  { email, token, bucket }: { email: string; token: string; bucket: string },
  session: { ttlHours: number; meta: { userAgent: string | null; ip: string | null } },
  language: MailLanguage | null,
) {
  await throttleCodeChecking(db, now, bucket, email);
  const found = await findUserByEmail(db, email);
  await consumeCode(db, now, found?.status === 'Unverified' ? found.id : undefined, 'signup', token);
  const user = found!;
  if (isPendingInvitee(user)) await withdrawInvitation(db, user.id);
  const contested = user.registration_contested;
  await db
    .updateTable('users')
    .set({
      status: 'Onboarding',
      registration_contested: false,
      language: language ?? user.language,
      ...(contested ? { password_hash: await unusablePasswordHash() } : {}),
    })
    .where('id', '=', user.id)
    .execute();
  return {
    user: { ...user, language: language ?? user.language },
    contested,
    session: await createSession(db, now, user.id, session.ttlHours, session.meta, ['emailCode']),
  };
}
