import { sql, type Kysely } from 'kysely';

/**
 * Two-factor secrets are sealed at rest (storage/totp-secrets.ts): users.totp_key_id names the key that sealed
 * users.totp_secret, null for a secret still plain. The secrets stored plain before this migration are sealed by
 * the server at boot (boot.ts), with the keys only the running server holds; this migration changes the schema only.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table users add column if not exists totp_key_id text`.execute(db);
}

/** Refuses while a secret is sealed: without its key id it could never be opened again. */
export async function down(db: Kysely<unknown>) {
  const { rows } = await sql<{
    sealed: number;
  }>`select count(*)::int as sealed from users where totp_key_id is not null`.execute(db);
  if (rows[0].sealed > 0)
    throw new Error(
      `${rows[0].sealed} two-factor secrets are sealed: their users must set up two-factor again before migration 008 is undone.`,
    );
  await sql`alter table users drop column if exists totp_key_id`.execute(db);
}
