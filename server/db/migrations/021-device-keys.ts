import type { Kysely } from 'kysely';

/**
 * Each user's device key (see server/storage/device-keys.ts): 32 random bytes the app encrypts its drafts and unsent
 * steps with, sealed under the document keys like two-factor secrets, with the id of the key that sealed it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('device_key', 'text').execute();
  await db.schema.alterTable('users').addColumn('device_key_id', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('device_key_id').execute();
  await db.schema.alterTable('users').dropColumn('device_key').execute();
}
