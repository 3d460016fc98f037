import type { Kysely } from 'kysely';

/**
 * When a customer's save replaced a document the reviewers' last decision saw: the row stays, hidden from the
 * customer, so the reviewer can open the old side of the change, and goes with the account's next decision.
 * Null for documents in use.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('documents').addColumn('replaced_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('documents').dropColumn('replaced_at').execute();
}
