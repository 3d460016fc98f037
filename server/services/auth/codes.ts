import { codeTriesLeftRef } from '../../../src/contract';
import { messageText } from '../../../src/contract/message-texts';
import type { Db } from '../../db';
import type { CodesTable } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { keyedDigest, randomCode, randomToken, safeEqual } from '../shared/crypto';

/**
 * One-time codes (table codes): only a hash is stored; each lives 10 minutes, is used once, and is void after
 * 5 wrong tries. A new code of the same purpose and subject voids the previous one.
 */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
type Purpose = CodesTable['purpose'];

const digest = (purpose: Purpose, userId: string, secret: string) => keyedDigest(`${purpose}:${userId}:${secret}`);

export async function issueCode(
  db: Db,
  now: Date,
  userId: string,
  purpose: Purpose,
  subject: string | null = null,
  secret = purpose === 'reset-proof' ? randomToken() : randomCode(),
  contentDigest: string | null = null,
) {
  let voidOld = db
    .updateTable('codes')
    .set({ consumed_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null);
  if (subject !== null) voidOld = voidOld.where('subject', '=', subject);
  await voidOld.execute();
  await db
    .insertInto('codes')
    .values({
      user_id: userId,
      purpose,
      subject,
      secret_hash: digest(purpose, userId, secret),
      expires_at: new Date(now.getTime() + CODE_TTL_MS),
      content_digest: contentDigest,
    })
    .execute();
  return secret;
}

/** The latest code of the purpose (and subject) neither used nor expired: the only one, as a new code voids the previous. */
export function liveCode(db: Db, now: Date, userId: string, purpose: Purpose, subject: string | null = null) {
  let query = db
    .selectFrom('codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1);
  if (subject !== null) query = query.where('subject', '=', subject);
  return query;
}

/**
 * Checks a code and consumes it. A wrong code counts a try, and the count is committed even though the
 * request is refused; the refusal says how many tries are left (fieldErrors.token).
 */
export async function consumeCode(
  db: Db,
  now: Date,
  userId: string | undefined,
  purpose: Purpose,
  secret: string,
  subject: string | null = null,
) {
  if (!userId) throw HttpError.of(400, 'incorrectCode', undefined, { commit: true });
  const row = await liveCode(db, now, userId, purpose, subject).forUpdate().executeTakeFirst();
  if (!row) throw HttpError.of(400, 'expiredCode', undefined, { commit: true });
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw HttpError.of(400, 'tooManyWrongCodes', undefined, { commit: true });
  if (!safeEqual(row.secret_hash, digest(purpose, userId, secret))) {
    const attempts = row.attempts + 1;
    await db
      .updateTable('codes')
      .set({ attempts, consumed_at: attempts >= MAX_CODE_ATTEMPTS ? now : null })
      .where('id', '=', row.id)
      .execute();
    if (attempts >= MAX_CODE_ATTEMPTS) throw HttpError.of(400, 'tooManyWrongCodes', undefined, { commit: true });
    const triesLeft = codeTriesLeftRef(MAX_CODE_ATTEMPTS - attempts);
    throw HttpError.of(400, 'incorrectCode', undefined, {
      fieldErrors: { token: messageText(triesLeft.id, triesLeft.values) },
      fieldErrorIds: { token: triesLeft },
      commit: true,
    });
  }
  await db.updateTable('codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
  return row;
}
