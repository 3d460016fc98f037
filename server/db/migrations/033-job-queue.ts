import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';

/**
 * The durable job queue (server/jobs): pg-boss's tables in the schema `pgboss` (its jobs, queues and their
 * archive), created here so that every database (PGlite and PostgreSQL, and the tests' template) has them from its
 * migrations; pg-boss itself migrates them at start when a later version needs it. pg-boss's construction script
 * opens and commits its own transaction: its BEGIN and COMMIT are taken out, as the migration runs in one.
 *
 * mail_deliveries: one row per mail job whose message the mail server accepted, written right after it did and
 * before the job is marked done, so a job run again (its completion was lost with the instance) sends nothing twice.
 */
export async function up(db: Kysely<unknown>) {
  const script = PgBoss.getConstructionPlans('pgboss').replace(/^\s*(BEGIN|COMMIT);\s*$/gm, '');
  await sql.raw(script).execute(db);
  await db.schema
    .createTable('mail_deliveries')
    .addColumn('job_id', 'uuid', (column) => column.primaryKey())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('mail_deliveries').execute();
  await sql`drop schema pgboss cascade`.execute(db);
}
