import { sql, type Kysely } from 'kysely';

/** The tables holding a place: a city of the list (city_id) or, for a town missing from it, its name as typed. */
const PLACE_TABLES = ['individual_profiles', 'business_infos', 'business_people'] as const;

/**
 * Money and identity fields checked as a bank would (issue 17):
 * - banks.listed: the seed lists the banks of src/contract/nigerian-banks.ts; a bank an older seed added and the list
 *   dropped stays (saved payments name it) but is no longer offered or accepted.
 * - payment_requests.bank_name: an international wire names its bank as typed, found by its SWIFT/BIC.
 * - city_name: a town not in the city list, stored as typed; exactly one of city_id and city_name is set.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table banks add column if not exists listed boolean not null default true`.execute(db);
  await sql`alter table payment_requests add column if not exists bank_name text`.execute(db);
  for (const table of PLACE_TABLES) {
    await sql`alter table ${sql.table(table)} add column if not exists city_name text`.execute(db);
    await sql`alter table ${sql.table(table)} alter column city_id drop not null`.execute(db);
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(`${table}_city_or_name`)}`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_city_or_name`)} check ((city_id is null) <> (city_name is null))`.execute(
      db,
    );
  }
}

/** Rows with a typed town cannot go back to a required city id: down refuses while any exists. */
export async function down(db: Kysely<unknown>) {
  for (const table of PLACE_TABLES) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(`${table}_city_or_name`)}`.execute(db);
    await sql`alter table ${sql.table(table)} alter column city_id set not null`.execute(db);
    await sql`alter table ${sql.table(table)} drop column if exists city_name`.execute(db);
  }
  await sql`alter table payment_requests drop column if exists bank_name`.execute(db);
  await sql`alter table banks drop column if exists listed`.execute(db);
}
