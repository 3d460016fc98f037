import type { Kysely } from 'kysely';

/**
 * The digest of the payment request's content a payment token was sent for (dynamic linking of strong customer
 * authentication): a token confirms the request only while its content still has that digest. Null for other codes.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('codes').addColumn('content_digest', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('codes').dropColumn('content_digest').execute();
}
