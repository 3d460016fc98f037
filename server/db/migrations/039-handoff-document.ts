import type { Kysely } from 'kysely';

/**
 * The document a hand-off is for, in the words the desktop showed ("Passport – Identity document"), for the phone's
 * capture page to name it (issue 46). Null for hand-offs started before this migration or by a caller not saying it.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('handoffs').addColumn('document', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('handoffs').dropColumn('document').execute();
}
