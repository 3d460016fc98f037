import { sql } from 'kysely';
import type { Db } from '../index';
import { seedFixedLists } from './fixed-lists';
import { seedGeography } from './geography';
import { seedMoney } from './money';

/** Raise when the seed data changes: databases holding an older version take the new rows at their next start. */
export const REFERENCE_SEED_VERSION = 5;
const SEED_NAME = 'reference';
// Any fixed number: instances starting together queue on it, and the later ones find the seed done.
const SEED_LOCK_KEY = 731_002;

/**
 * Fills the reference lists of product §3 (tables of migration 002) unless this version is already there. Safe to run at
 * every start and from two instances at once: one transaction, serialized by an advisory lock.
 */
export async function seedReferenceData(db: Db) {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    const applied = await trx
      .selectFrom('seed_versions')
      .select('version')
      .where('name', '=', SEED_NAME)
      .executeTakeFirst();
    if (applied && applied.version >= REFERENCE_SEED_VERSION) return;
    await seedFixedLists(trx);
    await seedMoney(trx);
    await seedGeography(trx);
    await trx
      .insertInto('seed_versions')
      .values({ name: SEED_NAME, version: REFERENCE_SEED_VERSION, applied_at: new Date() })
      .onConflict((conflict) =>
        conflict.column('name').doUpdateSet({ version: REFERENCE_SEED_VERSION, applied_at: new Date() }),
      )
      .execute();
  });
}
