import { sql, type Kysely } from 'kysely';

/** Fixed lists of product §3: an id chosen by the seed and a label. [table, id column, label column]. */
const LABEL_TABLES = [
  ['purposes', 'purpose_id', 'purpose'],
  ['transaction_volumes', 'transaction_volume_id', 'volume_in_amount'],
  ['transaction_frequencies', 'transaction_frequency_id', 'transaction_frequency'],
  ['occupations', 'occupation_id', 'occupation'],
  ['industries', 'industry_id', 'industry'],
  ['incomes', 'income_id', 'income'],
  ['natures_of_business', 'nature_of_business_id', 'nature_of_business'],
  ['financial_transaction_types', 'transaction_type_id', 'transaction_type'],
  ['business_peps', 'business_pep_id', 'business_pep'],
  ['account_types', 'account_type_id', 'account_type'],
  ['currency_types', 'currency_type_id', 'currency_type'],
  ['payment_types', 'payment_type_id', 'payment_type'],
] as const;

export async function up(db: Kysely<unknown>) {
  for (const [table, idColumn, labelColumn] of LABEL_TABLES) {
    await db.schema
      .createTable(table)
      .ifNotExists()
      .addColumn(idColumn, 'integer', (c) => c.primaryKey())
      .addColumn(labelColumn, 'text', (c) => c.notNull())
      .execute();
  }

  await db.schema
    .createTable('countries')
    .ifNotExists()
    .addColumn('country_code', 'text', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('calling_code', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('states')
    .ifNotExists()
    .addColumn('state_id', 'serial', (c) => c.primaryKey())
    .addColumn('country_code', 'text', (c) => c.notNull().references('countries.country_code'))
    .addColumn('state_code', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addUniqueConstraint('states_country_state_code', ['country_code', 'state_code'])
    .execute();

  // The unique constraint's index (state_id first) also serves citiesByStateId.
  await db.schema
    .createTable('cities')
    .ifNotExists()
    .addColumn('city_id', 'serial', (c) => c.primaryKey())
    .addColumn('state_id', 'integer', (c) => c.notNull().references('states.state_id'))
    .addColumn('city', 'text', (c) => c.notNull())
    .addUniqueConstraint('cities_state_city', ['state_id', 'city'])
    .execute();

  await db.schema
    .createTable('identification_types')
    .ifNotExists()
    .addColumn('identification_type_id', 'integer', (c) => c.primaryKey())
    .addColumn('identification_type', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c.notNull().check(sql`category in ('identity', 'proofOfAddress', 'business', 'ownership')`),
    )
    .execute();

  await db.schema
    .createTable('currencies')
    .ifNotExists()
    .addColumn('currency_code', 'text', (c) => c.primaryKey())
    .addColumn('currency_name', 'text', (c) => c.notNull())
    .addColumn('currency_type', 'integer', (c) => c.notNull().references('currency_types.currency_type_id'))
    .execute();
  await db.schema.createIndex('currencies_type').ifNotExists().on('currencies').column('currency_type').execute();

  await db.schema
    .createTable('banks')
    .ifNotExists()
    .addColumn('bank_code', 'text', (c) => c.primaryKey())
    .addColumn('bank', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('networks')
    .ifNotExists()
    .addColumn('network_id', 'integer', (c) => c.primaryKey())
    .addColumn('crypto', 'text', (c) => c.notNull())
    .addColumn('network_code', 'text', (c) => c.notNull().unique())
    .addColumn('currency_codes', sql`text[]`, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_statuses')
    .ifNotExists()
    .addColumn('payment_status_id', 'integer', (c) => c.primaryKey())
    .addColumn('payment_status', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_statuses')
    .ifNotExists()
    .addColumn('account_status_id', 'integer', (c) => c.primaryKey())
    .addColumn('account_status', 'text', (c) => c.notNull())
    .addColumn('account_type_id', 'integer', (c) => c.notNull().references('account_types.account_type_id'))
    .execute();

  await db.schema
    .createTable('seed_versions')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  const dependentsFirst = [
    'seed_versions',
    'account_statuses',
    'payment_statuses',
    'networks',
    'banks',
    'currencies',
    'identification_types',
    'cities',
    'states',
    'countries',
  ];
  for (const table of [...dependentsFirst, ...LABEL_TABLES.map(([table]) => table)]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
