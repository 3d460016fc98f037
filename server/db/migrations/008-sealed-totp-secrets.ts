import { sql, type Kysely } from 'kysely';
import type { Db } from '..';
import { openTotpSecret, resealTotpSecrets } from '../../storage/totp-secrets';

/**
 * Two-factor secrets are sealed at rest (storage/totp-secrets.ts): users.totp_key_id names the key that sealed
 * users.totp_secret, null for a secret still plain. Seals the plain ones already stored; a secret already sealed
 * is left as it is, so the migration is safe to run again. Needs the document keys only when it finds one to seal.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table users add column if not exists totp_key_id text`.execute(db);
  await resealTotpSecrets(db as unknown as Db, { plainOnly: true });
}

/** Stores the secrets plain again, then drops their key ids. */
export async function down(db: Kysely<unknown>) {
  const users = db as unknown as Db;
  const sealed = await users.selectFrom('users').select(['id', 'totp_secret', 'totp_key_id']).where('totp_key_id', 'is not', null).execute();
  for (const row of sealed) await users.updateTable('users').set({ totp_secret: openTotpSecret(row.id, row), totp_key_id: null }).where('id', '=', row.id).execute();
  await sql`alter table users drop column if exists totp_key_id`.execute(db);
}
