import type { Kysely } from 'kysely';
import type { Db } from '../index';
import type { Database } from '../schema';

// PostgreSQL takes at most 65,535 parameters per statement; stay well below.
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows, or updates the other columns of those whose key exists, in multi-row statements.
 * Rows removed from a later seed stay: saved records may still point at them.
 */
export async function upsertRows(
  db: Db,
  table: keyof Database,
  key: readonly string[],
  rows: ReadonlyArray<Record<string, unknown>>,
) {
  if (rows.length === 0) return;
  // Callers pass rows shaped like the table; the builder cannot check a table chosen at run time.
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const columns = Object.keys(rows[0]);
  const updated = columns.filter((column) => !key.includes(column));
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += batchSize) {
    await untyped
      .insertInto(table)
      .values(rows.slice(start, start + batchSize) as Array<Record<string, unknown>>)
      .onConflict((conflict) => {
        const target = conflict.columns(key as string[]);
        return updated.length === 0
          ? target.doNothing()
          : target.doUpdateSet((eb) =>
              Object.fromEntries(updated.map((column) => [column, eb.ref(`excluded.${column}`)])),
            );
      })
      .execute();
  }
}
