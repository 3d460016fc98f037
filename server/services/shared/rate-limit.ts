import { sql } from 'kysely';
import type { Db } from '../../db';
import type { MessageId } from '../../../src/contract/messages';
import { HttpError } from '../../http/errors';

/**
 * Rate limits live in the database (table rate_limits: one fixed window per bucket), so every instance behind
 * the load balancer counts the same hits.
 */

/** Counts a hit in the bucket's window (a new window starts once the old one is over). */
export async function countHit(db: Db, now: Date, bucket: string, windowMs: number) {
  const windowStartFloor = new Date(now.getTime() - windowMs);
  return db
    .insertInto('rate_limits')
    .values({ bucket, hits: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql`case when rate_limits.window_start < ${windowStartFloor} then 1 else rate_limits.hits + 1 end`,
        window_start: sql`case when rate_limits.window_start < ${windowStartFloor} then ${now}::timestamptz else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
}

/** Counts a hit inside a request's transaction and refuses with 429 once `limit` hits fell in the current window. */
export async function hitRateLimit(
  db: Db,
  now: Date,
  bucket: string,
  limit: number,
  windowMs: number,
  message: MessageId = 'tooManyAttempts',
) {
  const row = await countHit(db, now, bucket, windowMs);
  if (row.hits > limit) throw HttpError.of(429, message);
}

/** Read only: whether the bucket already holds `limit` hits in its current window (so the next hit is refused). */
export async function limitReached(db: Db, now: Date, bucket: string, limit: number, windowMs: number) {
  const row = await db
    .selectFrom('rate_limits')
    .select(['hits', 'window_start'])
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  return !!row && row.hits >= limit && now.getTime() - row.window_start.getTime() < windowMs;
}

/**
 * Takes one try from the bucket before the thing tried is checked, committed at once by the caller's own statement
 * (an upsert that returns the count): tries in flight at the same moment each see the others, on any instance.
 * False once `limit` tries are taken in the current window; then the try must not be checked at all.
 */
export async function takeTry(db: Db, now: Date, bucket: string, limit: number, windowMs: number) {
  const row = await countHit(db, now, bucket, windowMs);
  return { allowed: row.hits <= limit, windowStart: row.window_start };
}

/** Gives a taken try back (it succeeded), in the window it was taken from only. */
export async function giveTryBack(db: Db, bucket: string, windowStart: Date) {
  await db
    .updateTable('rate_limits')
    .set({ hits: sql`greatest(hits - 1, 0)` })
    .where('bucket', '=', bucket)
    .where('window_start', '=', windowStart)
    .execute();
}
