import type { Kysely } from 'kysely';

/** The language the user reads the app in ('en' or 'fr'), so mails sent later (codes, decisions) are written in it. */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('users').dropColumn('language').execute();
}
