import { sql, type Kysely } from 'kysely';

/**
 * The accounts list (GET /accounts/allAccountsByProfile) reads one owner's accounts, newest first, and only the
 * columns it shows: an index on (owner_user_id, id) holding those columns answers it in index order without
 * touching the table or sorting. It replaces accounts_owner (owner_user_id alone), which it covers.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create index if not exists accounts_owner_list on accounts (owner_user_id, id desc) include (account_type, status_id, display_name, submitted_at, country_code)`.execute(
    db,
  );
  await sql`drop index if exists accounts_owner`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`create index if not exists accounts_owner on accounts (owner_user_id)`.execute(db);
  await sql`drop index if exists accounts_owner_list`.execute(db);
}
