import { sql, type Kysely } from 'kysely';

/**
 * Webhooks for integrators (server/webhooks): webhook_endpoints (URL, event types, the signing secret sealed under
 * the document key, the previous one during a rotation's overlap, when and why it was disabled); webhook_events (one
 * row per account or payment status change, written in the change's transaction, numbered per subject);
 * webhook_deliveries (one per event and endpoint, delivered or failed once done); webhook_attempts (every try:
 * HTTP status, duration, error).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('event_types', 'jsonb', (column) => column.notNull())
    .addColumn('secret_key_id', 'text', (column) => column.notNull())
    .addColumn('secret_sealed', 'bytea', (column) => column.notNull())
    .addColumn('previous_key_id', 'text')
    .addColumn('previous_sealed', 'bytea')
    .addColumn('previous_until', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('subject_type', 'text', (column) => column.notNull())
    .addColumn('subject_id', 'text', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('payload', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('webhook_events_subject_sequence', ['subject_type', 'subject_id', 'sequence'])
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('event_id', 'text', (column) => column.notNull().references('webhook_events.id').onDelete('cascade'))
    .addColumn('endpoint_id', 'integer', (column) =>
      column.notNull().references('webhook_endpoints.id').onDelete('cascade'),
    )
    .addColumn('state', 'text', (column) => column.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('webhook_deliveries_event').on('webhook_deliveries').column('event_id').execute();
  await db.schema
    .createTable('webhook_attempts')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('delivery_id', 'integer', (column) =>
      column.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempted_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('status', 'integer')
    .addColumn('duration_ms', 'integer', (column) => column.notNull())
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('webhook_attempts_delivery').on('webhook_attempts').column('delivery_id').execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['webhook_attempts', 'webhook_deliveries', 'webhook_events', 'webhook_endpoints'])
    await db.schema.dropTable(table).execute();
}
