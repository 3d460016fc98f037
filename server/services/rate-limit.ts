import { sql } from 'kysely';
import type { Db } from '../db';
import { tooMany } from '../http/errors';

/**
 * Counts a hit in a fixed window kept in the database (rate_limits), so every instance shares it.
 * Refuses with 429 once `limit` hits fell in the current window.
 */
export async function hitRateLimit(db: Db, now: Date, bucket: string, limit: number, windowMs: number, message?: string) {
  const windowStartFloor = new Date(now.getTime() - windowMs);
  const row = await db
    .insertInto('rate_limits')
    .values({ bucket, hits: 1, window_start: now })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        hits: sql`case when rate_limits.window_start < ${windowStartFloor} then 1 else rate_limits.hits + 1 end`,
        window_start: sql`case when rate_limits.window_start < ${windowStartFloor} then ${now}::timestamptz else rate_limits.window_start end`,
      }),
    )
    .returning(['hits'])
    .executeTakeFirstOrThrow();
  if (row.hits > limit) throw tooMany(message);
}
