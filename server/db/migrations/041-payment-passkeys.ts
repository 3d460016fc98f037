import { sql, type Kysely } from 'kysely';

/**
 * Payments confirmed with a passkey (issue 47 items 3-4): the one-time challenges bound to a request's content (the
 * server nonce they were derived from), and how each request was confirmed, with what a passkey signed kept as
 * evidence that re-verifies with the credential's public key (a copy: it outlives the passkey's removal).
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('payment_passkey_challenges')
    .ifNotExists()
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('payment_request_id', 'uuid', (c) => c.notNull().references('payment_requests.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_passkey_challenges_request')
    .ifNotExists()
    .on('payment_passkey_challenges')
    .columns(['payment_request_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('payment_passkey_challenges_expiry')
    .ifNotExists()
    .on('payment_passkey_challenges')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('payment_confirmations')
    .ifNotExists()
    .addColumn('payment_request_id', 'uuid', (c) =>
      c.primaryKey().references('payment_requests.id').onDelete('cascade'),
    )
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('passkey', 'emailCode')`))
    .addColumn('confirmed_by_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('credential_id', 'text')
    .addColumn('credential_public_key', 'bytea')
    .addColumn('device_name', 'text')
    .addColumn('signed_content', 'text')
    .addColumn('digest_key_id', 'text')
    .addColumn('challenge', 'text')
    .addColumn('authenticator_data', 'bytea')
    .addColumn('client_data_json', 'bytea')
    .addColumn('signature', 'bytea')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('payment_confirmations').ifExists().execute();
  await db.schema.dropTable('payment_passkey_challenges').ifExists().execute();
}
