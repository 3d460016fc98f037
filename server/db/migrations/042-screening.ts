import { sql, type Kysely } from 'kysely';

/**
 * Sanctions screening (issue 49, docs/compliance.md): the lists an operator imported (one row per list name, replaced
 * whole by a re-import), their entries, the phonetic keys each entry is found by, the hits of screened people with
 * their review, and the first approvals of high-risk accounts waiting for a second reviewer.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('screening_lists')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('ftm', 'ofac-csv', 'ofac-xml')`))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('name_count', 'integer', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('screening_entries')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('list_id', 'integer', (c) => c.notNull().references('screening_lists.id').onDelete('cascade'))
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('schema', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('names', 'jsonb', (c) => c.notNull())
    .addColumn('name_tokens', 'jsonb', (c) => c.notNull())
    .addColumn('birth_dates', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('countries', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('programs', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('topics', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema
    .createIndex('screening_entries_list')
    .ifNotExists()
    .on('screening_entries')
    .column('list_id')
    .execute();

  await db.schema
    .createTable('screening_keys')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('screening_entries.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('screening_keys_pk', ['key', 'entry_id'])
    .execute();
  await db.schema.createIndex('screening_keys_entry').ifNotExists().on('screening_keys').column('entry_id').execute();

  await db.schema
    .createTable('screening_hits')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('payment_request_id', 'uuid', (c) => c.references('payment_requests.id').onDelete('cascade'))
    .addColumn('person_kind', 'text', (c) =>
      c.notNull().check(sql`person_kind in ('customer', 'business', 'director', 'shareholder', 'recipient')`),
    )
    .addColumn('person_ref', 'text', (c) => c.notNull())
    .addColumn('person', 'jsonb', (c) => c.notNull())
    .addColumn('list_name', 'text', (c) => c.notNull())
    .addColumn('list_version', 'text', (c) => c.notNull())
    .addColumn('entry_external_id', 'text', (c) => c.notNull())
    .addColumn('entry', 'jsonb', (c) => c.notNull())
    .addColumn('score', 'real', (c) => c.notNull())
    .addColumn('reasons', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`state in ('open', 'trueMatch', 'falseMatch')`),
    )
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('screening_hits_subject', sql`(account_id is null) <> (payment_request_id is null)`)
    .execute();
  // A person screened again against the same entry keeps its one hit (and its review).
  await sql`create unique index if not exists screening_hits_once on screening_hits
    (coalesce(account_id::text, payment_request_id::text), person_kind, person_ref, list_name, entry_external_id)`.execute(
    db,
  );
  await db.schema
    .createIndex('screening_hits_account')
    .ifNotExists()
    .on('screening_hits')
    .columns(['account_id', 'state'])
    .execute();
  await db.schema
    .createIndex('screening_hits_payment')
    .ifNotExists()
    .on('screening_hits')
    .columns(['payment_request_id', 'state'])
    .execute();

  await db.schema
    .createTable('first_approvals')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('reviewer_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ['first_approvals', 'screening_hits', 'screening_keys', 'screening_entries', 'screening_lists'])
    await db.schema.dropTable(table).ifExists().execute();
}
