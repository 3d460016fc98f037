/**
 * PostgreSQL for tests: the api-pg project and tests/prod run on the server named by TEST_DATABASE_URL (or
 * DATABASE_URL). A template database is migrated and seeded once per run; each test app gets its own database
 * copied from it (CREATE DATABASE ... TEMPLATE, a file copy: fast) and dropped when the app closes.
 */
import { randomBytes } from 'node:crypto';
import { migrate, openDatabase } from '../../server/db';
import { seedReferenceData } from '../../server/db/seeds';
import { adminQuery, withDatabase } from './pg-admin';

export { testPostgresUrl } from './pg-admin';

/** Each PostgreSQL project of a run has its own template (vitest.config.ts names it): projects never drop each other's. */
const templateName = () => process.env.PAYWAY_PG_TEMPLATE ?? 'payway_tpl';

/** Global setup: a migrated, seeded template for this run; removes it and every leftover test database at the end. */
export async function createTemplateDatabase(url: string, name: string) {
  await adminQuery(url, `drop database if exists ${name} with (force)`);
  await adminQuery(url, `create database ${name}`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 2 });
  await migrate(database.db);
  await seedReferenceData(database.db);
  await database.close();
  return async () => {
    const leftovers = await adminQuery(
      url,
      `select datname from pg_database where datname like '${testDatabasePrefix(name).replace(/_/g, '\\_')}%'`,
    );
    for (const row of leftovers.rows as Array<{ datname: string }>)
      await adminQuery(url, `drop database if exists ${row.datname} with (force)`);
    await adminQuery(url, `drop database if exists ${name} with (force)`);
  };
}

const testDatabasePrefix = (template: string) => `${template.replace('payway_tpl_', 'payway_t_')}_`;

/** A fresh database copied from the run's template; `drop()` removes it. */
export async function createTestDatabase(url: string) {
  const template = templateName();
  const name = `${testDatabasePrefix(template)}${randomBytes(5).toString('hex')}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  return {
    url: withDatabase(url, name),
    name,
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`).then(() => undefined),
  };
}
