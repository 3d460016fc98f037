import { sql, type Kysely } from 'kysely';

/**
 * Account security (issue 15):
 * - users.registration_contested: a second registration with another password arrived while the email was still
 *   unverified; the password then does not survive the verification (the owner chooses one through a reset).
 * - idempotency_keys.expires_at: each key's own lifetime (a day, 30 days for offline steps). Stored answers that
 *   held a session token, a reset proof or a TOTP secret are deleted: they undid the hashing and sealing of those.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table users add column if not exists registration_contested boolean not null default false`.execute(
    db,
  );
  await sql`alter table idempotency_keys add column if not exists expires_at timestamptz`.execute(db);
  await sql`delete from idempotency_keys where response_body::text ~ '(token|resetToken|secret|otpauth)'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table idempotency_keys drop column if exists expires_at`.execute(db);
  await sql`alter table users drop column if exists registration_contested`.execute(db);
}
