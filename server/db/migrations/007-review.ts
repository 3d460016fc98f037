import { sql, type Kysely } from 'kysely';

/**
 * The review loop: reviewers' decisions on submitted accounts and payment requests, and the audit trail of every
 * submission and decision. audit_events is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so not even
 * a bug in the server can rewrite history. Its ids of users and subjects are plain values, not foreign keys, so
 * deleting a user or an account (which would cascade) leaves the trail intact. step_digests keeps, per account and
 * step, a digest of each field as last saved, so the trail can say which fields a resubmission changed without
 * holding the values; it goes with its account.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('audit_events')
    .ifNotExists()
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_user_id', 'uuid')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull().check(sql`actor_role in ('customer', 'reviewer')`))
    .addColumn('subject_type', 'text', (c) => c.notNull().check(sql`subject_type in ('account', 'payment')`))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .createIndex('audit_events_subject')
    .ifNotExists()
    .on('audit_events')
    .columns(['subject_type', 'subject_id', 'id'])
    .execute();

  await sql`
    create or replace function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only: % refused', tg_op;
    end;
    $$`.execute(db);
  await sql`drop trigger if exists audit_events_no_change on audit_events`.execute(db);
  await sql`create trigger audit_events_no_change before update or delete on audit_events for each row execute function audit_events_append_only()`.execute(
    db,
  );
  await sql`drop trigger if exists audit_events_no_truncate on audit_events`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on audit_events for each statement execute function audit_events_append_only()`.execute(
    db,
  );

  await db.schema
    .createTable('review_decisions')
    .ifNotExists()
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('payment_request_id', 'uuid', (c) => c.references('payment_requests.id').onDelete('cascade'))
    .addColumn('reviewer_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('affected_steps', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('review_decisions_one_subject', sql`(account_id is null) <> (payment_request_id is null)`)
    .execute();
  await db.schema
    .createIndex('review_decisions_account')
    .ifNotExists()
    .on('review_decisions')
    .columns(['account_id', 'id'])
    .execute();
  await db.schema
    .createIndex('review_decisions_payment')
    .ifNotExists()
    .on('review_decisions')
    .columns(['payment_request_id', 'id'])
    .execute();

  await db.schema
    .createTable('step_digests')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('digests', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('step_digests_pk', ['account_id', 'step'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('step_digests').ifExists().execute();
  await db.schema.dropTable('review_decisions').ifExists().execute();
  await db.schema.dropTable('audit_events').ifExists().execute();
  await sql`drop function if exists audit_events_append_only()`.execute(db);
}
