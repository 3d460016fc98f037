import { sql, type Kysely } from 'kysely';

const TABLES = ['individual_profiles', 'business_people'] as const;

/**
 * Beyond the product description's BVN, SSN and ITIN, a national of a country other than Nigeria and the US may
 * give her passport or national ID number: the column's check allows the two added types.
 */
export async function up(db: Kysely<unknown>) {
  for (const table of TABLES) await allow(db, table, ['BVN', 'SSN', 'ITIN', 'PASSPORT', 'NATIONAL_ID']);
}

export async function down(db: Kysely<unknown>) {
  for (const table of TABLES) await allow(db, table, ['BVN', 'SSN', 'ITIN']);
}

async function allow(db: Kysely<unknown>, table: string, types: string[]) {
  const constraint = `${table}_verification_type_check`;
  await sql`alter table ${sql.table(table)} drop constraint ${sql.ref(constraint)}`.execute(db);
  await sql`alter table ${sql.table(table)} add constraint ${sql.ref(constraint)} check (verification_type in (${sql.join(types.map((type) => sql.lit(type)))}))`.execute(
    db,
  );
}
