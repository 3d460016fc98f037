import type { Kysely } from 'kysely';

/**
 * What the customer's device read in an identity document's MRZ and how it compares with what was typed, as JSON
 * (src/contract/mrz-findings.ts), shown to the reviewer as the device's. Null when the device did not try (other
 * documents, PDFs, browsers without the reader) and for documents stored before this migration.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable('documents').addColumn('device_mrz', 'text').execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('documents').dropColumn('device_mrz').execute();
}
