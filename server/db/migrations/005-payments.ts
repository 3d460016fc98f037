import { sql, type Kysely } from 'kysely';

/** Payment requests and payment methods (server/db/payments-schema.ts says what each column holds). */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('payment_requests')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
    .addColumn('owner_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('payment_type', 'integer', (c) => c.notNull().references('payment_types.payment_type_id'))
    .addColumn('destination', 'text', (c) => c.notNull().check(sql`destination in ('Self', 'Third Party')`))
    .addColumn('form_kind', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'integer', (c) => c.notNull().references('payment_statuses.payment_status_id'))
    .addColumn('source_currency', 'text', (c) => c.notNull().references('currencies.currency_code'))
    .addColumn('amount', 'numeric(24, 8)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('amount_currency', 'text', (c) => c.references('currencies.currency_code'))
    .addColumn('crypto', 'text', (c) => c.references('currencies.currency_code'))
    .addColumn('network_id', 'integer', (c) => c.references('networks.network_id'))
    .addColumn('purpose_of_payment', 'text')
    .addColumn('account_number', 'text')
    .addColumn('bank_code', 'text', (c) => c.references('banks.bank_code'))
    .addColumn('wallet_address', 'text')
    .addColumn('ben_full_name', 'text')
    .addColumn('ben_address', 'text')
    .addColumn('bank_address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('swift_code', 'text')
    .addColumn('intermediary_bank', 'text')
    .addColumn('intermediary_address', 'text')
    .addColumn('intermediary_swift_code', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('aba_sort_bsb_ifsc', 'text')
    .addColumn('invoice_document_id', 'uuid', (c) => c.references('documents.id').onDelete('set null'))
    .addColumn('invoice_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('payment_requests_owner_status')
    .ifNotExists()
    .on('payment_requests')
    .columns(['owner_user_id', 'payment_status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_requests_creator_status')
    .ifNotExists()
    .on('payment_requests')
    .columns(['created_by_user_id', 'payment_status', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_methods')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('account_number_wallet_address', 'text', (c) => c.notNull())
    .addColumn('bank', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull().references('currencies.currency_code'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('payment_methods_account')
    .ifNotExists()
    .on('payment_methods')
    .columns(['account_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('payment_methods').ifExists().execute();
  await db.schema.dropTable('payment_requests').ifExists().execute();
}
