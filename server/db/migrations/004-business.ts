import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Business onboarding (KYB): one row per business account for its information, ownership document, activity and
 * compliance; one row per director or shareholder and per business document. Documents themselves live in the
 * documents table (server/storage/documents.ts); these rows point at them. Deleting the account deletes it all.
 */
export async function up(db: Kysely<unknown>) {
  const account = (c: ColumnDefinitionBuilder) => c.notNull().references('accounts.id').onDelete('cascade');
  const document = (c: ColumnDefinitionBuilder) => c.notNull().references('documents.id').onDelete('cascade');

  await db.schema
    .createTable('business_infos')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => account(c).unique())
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('trading_name', 'text', (c) => c.notNull())
    .addColumn('company_registration_number', 'text', (c) => c.notNull())
    .addColumn('country_of_incorporation', 'text', (c) => c.notNull().references('countries.country_code'))
    .addColumn('country_of_residence', 'text', (c) => c.notNull().references('countries.country_code'))
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.state_id'))
    .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.city_id'))
    .addColumn('street_address', 'text', (c) => c.notNull())
    .addColumn('identity_type', 'text', (c) => c.notNull().check(sql`identity_type in ('TAXID', 'EIN')`))
    .addColumn('identity_number', 'text', (c) => c.notNull())
    .addColumn('business_phone_country_code', 'text', (c) => c.notNull())
    .addColumn('business_phone_number', 'text', (c) => c.notNull())
    .addColumn('business_email', 'text', (c) => c.notNull())
    .addColumn('nature_of_business_id', 'integer', (c) =>
      c.notNull().references('natures_of_business.nature_of_business_id'),
    )
    .addColumn('company_operation_duration', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('business_attachments')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', account)
    .addColumn('document_id', 'uuid', document)
    .addColumn('identification_type_id', 'integer', (c) =>
      c.notNull().references('identification_types.identification_type_id'),
    )
    .execute();
  await db.schema
    .createIndex('business_attachments_account')
    .ifNotExists()
    .on('business_attachments')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('business_people')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', account)
    .addColumn('position', 'integer', (c) => c.notNull())
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
    .addColumn('identification_number', 'text', (c) => c.notNull())
    .addColumn('identification_type_id', 'integer', (c) =>
      c.notNull().references('identification_types.identification_type_id'),
    )
    .addColumn('identification_document_id', 'uuid', document)
    .addColumn('proof_of_address_type_id', 'integer', (c) =>
      c.notNull().references('identification_types.identification_type_id'),
    )
    .addColumn('proof_of_address_document_id', 'uuid', document)
    .addColumn('number_of_shares', 'integer', (c) => c.notNull().check(sql`number_of_shares between 0 and 100`))
    .addColumn('director_role', 'text', (c) => c.notNull())
    .addColumn('is_director', 'boolean', (c) => c.notNull())
    .addColumn('is_shareholder', 'boolean', (c) => c.notNull())
    .addCheckConstraint('business_people_role', sql`is_director or is_shareholder`)
    .addCheckConstraint('business_people_shares', sql`not is_shareholder or number_of_shares >= 1`)
    .execute();
  await db.schema
    .createIndex('business_people_account')
    .ifNotExists()
    .on('business_people')
    .columns(['account_id', 'position'])
    .execute();

  await db.schema
    .createTable('business_ownerships')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => account(c).unique())
    .addColumn('document_id', 'uuid', document)
    .execute();

  await db.schema
    .createTable('business_activities')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => account(c).unique())
    .addColumn('intended_use', 'integer', (c) => c.notNull().references('purposes.purpose_id'))
    .addColumn('transaction_volume_id', 'integer', (c) =>
      c.notNull().references('transaction_volumes.transaction_volume_id'),
    )
    .addColumn('financial_transaction_type_id', 'integer', (c) =>
      c.notNull().references('financial_transaction_types.transaction_type_id'),
    )
    .addColumn('transaction_frequency_id', 'integer', (c) =>
      c.notNull().references('transaction_frequencies.transaction_frequency_id'),
    )
    .addColumn('pep_id', 'integer', (c) => c.notNull().references('business_peps.business_pep_id'))
    .addColumn('source_of_fund', 'text', (c) => c.notNull())
    .addColumn('pep_full_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('regulatory_companies')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => account(c).unique())
    .addColumn('is_registered', 'boolean', (c) => c.notNull())
    .addColumn('name_of_regulator', 'text', (c) => c.notNull())
    .addColumn('regulator_number', 'text', (c) => c.notNull())
    .addColumn('is_penalized', 'boolean', (c) => c.notNull())
    .addColumn('penalized_detail', 'text', (c) => c.notNull())
    .addColumn('is_sanctioned', 'boolean', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    'regulatory_companies',
    'business_activities',
    'business_ownerships',
    'business_people',
    'business_attachments',
    'business_infos',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
