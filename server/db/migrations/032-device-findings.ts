import type { Kysely } from 'kysely';

/**
 * The device's photo quality findings the customer kept ("Use it anyway") for a document, as a JSON array of
 * finding names (src/contract/photo-findings.ts), shown to the reviewer labelled as the device's. Null when the
 * photo passed every check, for PDFs, and for documents stored before this migration.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('documents').addColumn('device_findings', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('documents').dropColumn('device_findings').execute();
}
