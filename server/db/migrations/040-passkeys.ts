import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (issue 47): each session keeps how it was signed in (sessions opened before this one count as a password
 * alone, so a reviewer signs in again), the passkeys of each user (a secondary profile's are its own), and the
 * one-time WebAuthn challenges the server handed out.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table sessions add column if not exists factors text[] not null default '{password}'`.execute(db);

  await db.schema
    .createTable('passkeys')
    .ifNotExists()
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('passkeys_user').ifNotExists().on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('webauthn_challenges')
    .ifNotExists()
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'signIn')`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expiry')
    .ifNotExists()
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('webauthn_challenges').ifExists().execute();
  await db.schema.dropTable('passkeys').ifExists().execute();
  await sql`alter table sessions drop column if exists factors`.execute(db);
}
