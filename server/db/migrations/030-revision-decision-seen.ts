import type { Kysely } from 'kysely';

/**
 * When the customer saw a decided revision in the notifications list: until then (and for 30 days at most) the
 * decision counts in the sidebar's badge. Revisions decided before this migration count as seen.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('account_revisions').addColumn('customer_seen_at', 'timestamptz').execute();
  await db
    .updateTable('account_revisions' as never)
    .set({ customer_seen_at: new Date() } as never)
    .where('decided_at' as never, 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('account_revisions').dropColumn('customer_seen_at').execute();
}
