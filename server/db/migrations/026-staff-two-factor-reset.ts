import { sql, type Kysely } from 'kysely';

/**
 * Staff keep two-factor sign-in (issue 35): a password reset no longer schedules its removal for a reviewer, so a
 * removal scheduled before is dropped; an operator command resets it instead, audited with the user as subject and
 * the operator as actor (no user id).
 */
export async function up(db: Kysely<unknown>) {
  await sql`update users set totp_removal_due_at = null where role = 'reviewer'`.execute(db);
  await sql`alter table audit_events drop constraint if exists audit_events_subject_type_check`.execute(db);
  await sql`alter table audit_events add constraint audit_events_subject_type_check check (subject_type in ('account', 'payment', 'handoff', 'user'))`.execute(
    db,
  );
  await sql`alter table audit_events drop constraint if exists audit_events_actor_role_check`.execute(db);
  await sql`alter table audit_events add constraint audit_events_actor_role_check check (actor_role in ('customer', 'reviewer', 'operator'))`.execute(
    db,
  );
}

/** The trail is append-only: its rows stay, so the checks keep allowing them. */
export async function down() {}
