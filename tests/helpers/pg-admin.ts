/** Administering the tests' PostgreSQL server (creating and dropping databases). */
import pg from 'pg';

/** Where the tests find PostgreSQL, or undefined when this run has none. */
export const testPostgresUrl = () => process.env.PAYWAY_TEST_PG || undefined;

/** The same server, another database. */
export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}
