import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { chainHash, GENESIS, personalDigestOf } from '../../services/compliance/audit-chain';
import { randomBytes } from 'node:crypto';

/**
 * The audit trail becomes a hash chain (issue 49; services/compliance/audit-chain.ts): each row gets its hash, the
 * previous row's hash and the salted digest of its personal content (actor email, details), existing rows chained in id
 * order. audit_chain_head is the one row appends lock; audit_chain_days keeps each day's last hash once housekeeping
 * wrote it to the log and the metrics. The append-only trigger now lets one UPDATE through: erasing a row's
 * personal content (email, details, salt) once, with redacted_at set and every hashed column as it was.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table audit_events add column if not exists prev_hash text`.execute(db);
  await sql`alter table audit_events add column if not exists hash text`.execute(db);
  await sql`alter table audit_events add column if not exists personal_digest text`.execute(db);
  await sql`alter table audit_events add column if not exists personal_salt bytea`.execute(db);
  await sql`alter table audit_events add column if not exists redacted_at timestamptz`.execute(db);

  await db.schema
    .createTable('audit_chain_head')
    .ifNotExists()
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('last_event_id', 'bigint')
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('audit_chain_days')
    .ifNotExists()
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('last_event_id', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Existing rows join the chain; the trigger that refuses changes is off for this transaction's backfill.
  await sql`alter table audit_events disable trigger audit_events_no_change`.execute(db);
  // Hashes use the time as JavaScript reads it back (milliseconds).
  await sql`update audit_events set at = date_trunc('milliseconds', at) where hash is null`.execute(db);
  const typed = db as unknown as Kysely<Database>;
  let prevHash = GENESIS;
  let lastId: string | null = null;
  const chained = await typed
    .selectFrom('audit_events')
    .select(['id', 'hash'])
    .where('hash', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (chained) [prevHash, lastId] = [chained.hash, String(chained.id)];
  for (;;) {
    const rows = await typed
      .selectFrom('audit_events')
      .selectAll()
      .where('hash', 'is', null)
      .orderBy('id')
      .limit(500)
      .execute();
    for (const row of rows) {
      const salt = randomBytes(16);
      const personalDigest = personalDigestOf(salt, row.actor_email, row.details);
      const hash = chainHash({
        prevHash,
        at: row.at,
        actorUserId: row.actor_user_id,
        actorRole: row.actor_role,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        action: row.action,
        personalDigest,
      });
      await typed
        .updateTable('audit_events')
        .set({ prev_hash: prevHash, hash, personal_digest: personalDigest, personal_salt: salt })
        .where('id', '=', row.id)
        .execute();
      [prevHash, lastId] = [hash, String(row.id)];
    }
    if (rows.length < 500) break;
  }
  await sql`alter table audit_events enable trigger audit_events_no_change`.execute(db);
  await sql`insert into audit_chain_head (id, last_event_id, hash) values (true, ${lastId}, ${prevHash}) on conflict (id) do nothing`.execute(
    db,
  );
  await sql`alter table audit_events alter column prev_hash set not null, alter column hash set not null, alter column personal_digest set not null`.execute(
    db,
  );

  await sql`
    create or replace function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and old.redacted_at is null and new.redacted_at is not null
        and new.personal_salt is null and new.actor_email = '' and new.details = '{}'::jsonb
        and (new.id, new.at, new.actor_user_id, new.actor_role, new.subject_type, new.subject_id, new.action, new.prev_hash, new.hash, new.personal_digest)
          is not distinct from (old.id, old.at, old.actor_user_id, old.actor_role, old.subject_type, old.subject_id, old.action, old.prev_hash, old.hash, old.personal_digest)
      then
        return new;
      end if;
      raise exception 'audit_events is append-only: % refused', tg_op;
    end;
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`
    create or replace function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only: % refused', tg_op;
    end;
    $$`.execute(db);
  await db.schema.dropTable('audit_chain_days').ifExists().execute();
  await db.schema.dropTable('audit_chain_head').ifExists().execute();
  for (const column of ['redacted_at', 'personal_salt', 'personal_digest', 'hash', 'prev_hash'])
    await sql`alter table audit_events drop column if exists ${sql.ref(column)}`.execute(db);
}
