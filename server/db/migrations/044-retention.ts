import { sql, type Kysely } from 'kysely';

/**
 * Retention (issue 49; services/compliance/retention.ts): when the relationship of an account ended (rejected, or
 * closed at the customer's erasure request), and when its personal data was erased after the retention period, leaving
 * a tombstone. Rejected accounts get the time of their last decision.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table accounts add column if not exists relationship_ended_at timestamptz`.execute(db);
  await sql`alter table accounts add column if not exists closed_at timestamptz`.execute(db);
  await sql`alter table accounts add column if not exists erased_at timestamptz`.execute(db);
  await sql`alter table users add column if not exists erased_at timestamptz`.execute(db);
  await sql`
    update accounts a set relationship_ended_at = coalesce((select max(d.decided_at) from review_decisions d where d.account_id = a.id), a.updated_at)
    where a.status_id in (4, 13) and a.relationship_ended_at is null`.execute(db);
  await sql`create index if not exists accounts_retention on accounts (relationship_ended_at) where erased_at is null and relationship_ended_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await sql`drop index if exists accounts_retention`.execute(db);
  for (const column of ['relationship_ended_at', 'closed_at', 'erased_at'])
    await sql`alter table accounts drop column if exists ${sql.ref(column)}`.execute(db);
  await sql`alter table users drop column if exists erased_at`.execute(db);
}
