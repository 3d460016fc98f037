import { sql, type Kysely } from 'kysely';

/**
 * Phone hand-off (server/services/onboarding/handoffs.ts): one row per "Use my phone", bound to its user and to one
 * document field of one step (`step`, `field`). The link's token and the capture grant it is exchanged for are kept
 * only as keyed digests. Uploads made with the grant name their hand-off, so the desktop lists them. Audit events may
 * now be about a hand-off.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table if not exists handoffs (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      step text not null,
      field text not null,
      token_hash text not null unique,
      token_expires_at timestamptz not null,
      opened_at timestamptz,
      grant_hash text unique,
      grant_expires_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index if not exists handoffs_user on handoffs (user_id, created_at)`.execute(db);
  await sql`alter table uploads add column if not exists handoff_id uuid references handoffs (id) on delete set null`.execute(
    db,
  );
  await sql`create index if not exists uploads_handoff on uploads (handoff_id)`.execute(db);
  await sql`alter table audit_events drop constraint if exists audit_events_subject_type_check`.execute(db);
  await sql`alter table audit_events add constraint audit_events_subject_type_check check (subject_type in ('account', 'payment', 'handoff'))`.execute(
    db,
  );
}

/** Hand-off audit rows stay (the trail is append-only), so the subject check keeps allowing them. */
export async function down(db: Kysely<unknown>) {
  await sql`drop index if exists uploads_handoff`.execute(db);
  await sql`alter table uploads drop column if exists handoff_id`.execute(db);
  await sql`drop table if exists handoffs`.execute(db);
}
