import { sql } from 'kysely';
import type { Db } from '../db';
import { HttpError } from './errors';

/**
 * Idempotency keys (DESIGN, Interface): the table idempotency_keys holds, per caller scope and key, the hash of
 * the first request and, once it finished, its response. The effect and the stored response commit together.
 */
export const IDEMPOTENCY_TTL_DAYS = 30;
/** A 'running' key older than this belongs to a process that died; its request may be run again. */
const STALE_RUNNING_MS = 120_000;

export interface StoredResponse {
  status: number;
  body: unknown;
  replayed: boolean;
}

export async function runIdempotent(
  db: Db,
  now: () => Date,
  scope: string,
  key: string,
  requestHash: string,
  run: (trx: Db) => Promise<{ status: number; body: unknown }>,
): Promise<StoredResponse> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: requestHash, state: 'running', updated_at: now() })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();

  if (!claimed) {
    const existing = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
    if (!existing) throw new HttpError(409, 'A request with this Idempotency-Key is still being processed. Try again shortly.');
    if (existing.request_hash !== requestHash) throw new HttpError(422, 'This Idempotency-Key was already used for a different request.');
    if (existing.state === 'done') return { status: existing.response_status ?? 200, body: existing.response_body, replayed: true };
    const takenOver = await db
      .updateTable('idempotency_keys')
      .set({ updated_at: now() })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('state', '=', 'running')
      .where('updated_at', '<', new Date(now().getTime() - STALE_RUNNING_MS))
      .executeTakeFirst();
    if (Number(takenOver.numUpdatedRows) !== 1) throw new HttpError(409, 'A request with this Idempotency-Key is still being processed. Try again shortly.');
  }

  try {
    return await db.transaction().execute(async (trx) => {
      const result = await run(trx);
      const stored = await trx
        .updateTable('idempotency_keys')
        .set({ state: 'done', response_status: result.status, response_body: JSON.stringify(result.body ?? null), updated_at: now() })
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('state', '=', 'running')
        .executeTakeFirst();
      if (Number(stored.numUpdatedRows) !== 1) throw new ConcurrentCompletion();
      return { ...result, replayed: false };
    });
  } catch (error) {
    if (error instanceof ConcurrentCompletion) {
      const existing = await db.selectFrom('idempotency_keys').selectAll().where('scope', '=', scope).where('key', '=', key).executeTakeFirstOrThrow();
      return { status: existing.response_status ?? 200, body: existing.response_body, replayed: true };
    }
    await db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).where('state', '=', 'running').execute();
    throw error;
  }
}

class ConcurrentCompletion extends Error {}

export async function purgeExpiredKeys(db: Db, now: Date) {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`${now}::timestamptz - make_interval(days => ${IDEMPOTENCY_TTL_DAYS})`)
    .execute();
}
