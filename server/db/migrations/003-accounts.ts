import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Customer accounts (individual and corporate), the individual (KYC) onboarding steps, and the documents table
 * every onboarding and payment upload goes to. Documents are rows here, never files: server/storage/documents.ts
 * is the only code that reads or writes them. Deleting an account deletes its profile rows and documents.
 */
export async function up(db: Kysely<unknown>) {
  const account = (c: ColumnDefinitionBuilder) => c.notNull().references('accounts.id').onDelete('cascade');
  const createdAt = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`);

  await db.schema
    .createTable('accounts')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_type', 'integer', (c) => c.notNull().check(sql`account_type in (1, 2)`))
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('account_email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text')
    .addColumn('country_code', 'text', (c) => c.references('countries.country_code'))
    .addColumn('created_at', 'timestamptz', createdAt)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .addColumn('submitted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('accounts_owner').ifNotExists().on('accounts').column('owner_user_id').execute();

  await db.schema
    .createTable('documents')
    .ifNotExists()
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('identification_type', 'integer')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) =>
      c.notNull().check(sql`mime_type in ('image/jpeg', 'image/png', 'application/pdf')`),
    )
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', createdAt)
    .execute();
  await db.schema.createIndex('documents_owner').ifNotExists().on('documents').column('owner_user_id').execute();
  await db.schema.createIndex('documents_account').ifNotExists().on('documents').column('account_id').execute();

  await db.schema
    .createTable('individual_profiles')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => account(c).unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('dob', 'text', (c) => c.notNull().check(sql`dob ~ '^\\d{4}-\\d{2}-\\d{2}$'`))
    .addColumn('mobile_country_code', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('country_of_residence', 'text', (c) => c.notNull().references('countries.country_code'))
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.state_id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id'))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('street_address', 'text', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull().references('countries.country_code'))
    .addColumn('verification_type', 'text', (c) => c.notNull().check(sql`verification_type in ('BVN', 'SSN', 'ITIN')`))
    .addColumn('verification_code', 'text', (c) => c.notNull())
    .addColumn('politically_exposed', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();

  const document = (c: ColumnDefinitionBuilder) => c.notNull().references('documents.id').onDelete('cascade');
  const list = (table: string, column: string) => (c: ColumnDefinitionBuilder) =>
    c.notNull().references(`${table}.${column}`);
  await db.schema
    .createTable('individual_other_infos')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => account(c).primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('intended_use', 'integer', list('purposes', 'purpose_id'))
    .addColumn('transaction_volume_id', 'integer', list('transaction_volumes', 'transaction_volume_id'))
    .addColumn('transaction_frequency_id', 'integer', list('transaction_frequencies', 'transaction_frequency_id'))
    .addColumn('occupation_id', 'integer', list('occupations', 'occupation_id'))
    .addColumn('industry_id', 'integer', list('industries', 'industry_id'))
    .addColumn('income_id', 'integer', list('incomes', 'income_id'))
    .addColumn('identification_type_id', 'integer', list('identification_types', 'identification_type_id'))
    .addColumn('identification_number', 'text', (c) => c.notNull())
    .addColumn('identification_document_id', 'uuid', document)
    .addColumn('proof_of_address_type_id', 'integer', list('identification_types', 'identification_type_id'))
    .addColumn('proof_of_address_document_id', 'uuid', document)
    .addColumn('updated_at', 'timestamptz', createdAt)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['individual_other_infos', 'individual_profiles', 'documents', 'accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
