import { sql, type Kysely } from 'kysely';

/**
 * Changes to approved accounts, and what reviewers need to work the queue as a team (issue 24):
 * - account_revisions: a customer's proposed change to an approved account. `steps` holds, per onboarding step key,
 *   the step's payload as saved (document bytes left out) and the ids of the documents it stored (rows of
 *   `documents`, not yet named by any live table). The live tables keep what the reviewer approved until the
 *   approval applies the revision. At most one revision of an account is not yet decided (the partial unique index).
 * - review_decisions.revision_id: the revision a decision was about (null: the account's own submission);
 *   review_decisions.snapshot: the detail the reviewer decided on (sections of labelled fields and documents), so a
 *   later submission can show what changed since.
 * - review_assignments: which reviewer took a queued account or payment request.
 */
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable('account_revisions')
    .ifNotExists()
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('open', 'submitted', 'changesRequested', 'approved', 'rejected')`),
    )
    .addColumn('steps', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create unique index if not exists account_revisions_one_undecided on account_revisions (account_id) where state in ('open', 'submitted', 'changesRequested')`.execute(
    db,
  );

  await sql`alter table review_decisions add column if not exists revision_id integer references account_revisions(id) on delete set null`.execute(
    db,
  );
  await sql`alter table review_decisions add column if not exists snapshot jsonb`.execute(db);

  await db.schema
    .createTable('review_assignments')
    .ifNotExists()
    .addColumn('subject_type', 'text', (c) => c.notNull().check(sql`subject_type in ('account', 'payment')`))
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('reviewer_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('assigned_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('review_assignments_pk', ['subject_type', 'subject_id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('review_assignments').ifExists().execute();
  await sql`alter table review_decisions drop column if exists snapshot`.execute(db);
  await sql`alter table review_decisions drop column if exists revision_id`.execute(db);
  await db.schema.dropTable('account_revisions').ifExists().execute();
}
