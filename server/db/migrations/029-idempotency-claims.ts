import type { Kysely } from 'kysely';

/**
 * Who holds a 'running' idempotency key: a random id per claim (server/http/idempotency.ts). The owner's heartbeat
 * keeps updated_at fresh, so the claim of a process that died is taken over within seconds; only the holder of the
 * claim completes the key. Null on keys claimed before this migration.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('idempotency_keys').addColumn('claim', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('idempotency_keys').dropColumn('claim').execute();
}
