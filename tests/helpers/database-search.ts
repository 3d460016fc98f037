import { sql } from 'kysely';
import type { Db } from '../../server/db';

/**
 * Every text, JSON, array and bytea column of every table of every schema the app writes (public and pg-boss's)
 * holding one of `needles` (text, case-insensitive) or one of `bytes`: `table.column: needle` for each hit.
 * The screening lists' own entries (screening_entries, screening_keys: published lists, not customers' data) are
 * searched too; a test plants no customer on them.
 */
export async function columnsHolding(db: Db, needles: string[], bytes: Buffer[] = []) {
  const { rows: columns } = await sql<{
    table_schema: string;
    table_name: string;
    column_name: string;
    data_type: string;
  }>`
    select c.table_schema, c.table_name, c.column_name, c.data_type from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema not in ('pg_catalog', 'information_schema') and c.table_schema not like 'pg\\_%'
      and c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'bytea', 'ARRAY', 'USER-DEFINED')`.execute(
    db,
  );
  const found: string[] = [];
  for (const column of columns) {
    const ref = sql.ref(`${column.table_schema}.${column.table_name}.${column.column_name}`);
    const table = sql.table(`${column.table_schema}.${column.table_name}`);
    const count = async (where: ReturnType<typeof sql>) =>
      (await sql<{ n: number }>`select count(*)::int as n from ${table} where ${where}`.execute(db)).rows[0].n;
    const patterns = needles.map((needle) => `%${needle}%`);
    if (column.data_type === 'bytea') {
      const all = [...bytes, ...needles.map((needle) => Buffer.from(needle, 'utf8'))];
      if (
        all.length === 0 ||
        (await count(
          sql.join(
            all.map((needle) => sql`position(${needle} in ${ref}) > 0`),
            sql` or `,
          ),
        )) === 0
      )
        continue;
      for (const needle of bytes)
        if ((await count(sql`position(${needle} in ${ref}) > 0`)) > 0)
          found.push(`${column.table_name}.${column.column_name}: bytes`);
      for (const needle of needles)
        if ((await count(sql`position(${Buffer.from(needle, 'utf8')} in ${ref}) > 0`)) > 0)
          found.push(`${column.table_name}.${column.column_name}: ${needle}`);
    } else {
      // One query per column for every needle; each needle again only where one was found.
      if (needles.length === 0 || (await count(sql`${ref}::text ilike any(${sql.val(patterns)}::text[])`)) === 0)
        continue;
      for (const needle of needles)
        if ((await count(sql`${ref}::text ilike ${`%${needle}%`}`)) > 0)
          found.push(`${column.table_name}.${column.column_name}: ${needle}`);
    }
  }
  return found;
}
