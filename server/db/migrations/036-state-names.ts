import { sql, type Kysely } from 'kysely';

/**
 * States as an address names them (issue 46):
 * - states.listed: the seed offers only the subdivisions an address names (France's regions, not its départements);
 *   a state left out stays, since saved addresses may point at it, but is no longer offered.
 * - states.state_fr: the state's name in French where the seed has one; the English name otherwise.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table states add column if not exists listed boolean not null default true`.execute(db);
  await sql`alter table states add column if not exists state_fr text`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table states drop column if exists state_fr`.execute(db);
  await sql`alter table states drop column if exists listed`.execute(db);
}
