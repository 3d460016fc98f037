import { sql, type Kysely } from 'kysely';

/**
 * users.totp_removal_due_at: a password reset by email code leaves two-factor sign-in on; when the owner says the
 * authenticator is lost, its removal is scheduled for this time (7 days later), cancelled by a sign-in with a code.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table users add column if not exists totp_removal_due_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table users drop column if exists totp_removal_due_at`.execute(db);
}
