import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { migrations } from '../../server/db/migrations';
import { adminQuery, withDatabase } from '../helpers/pg-admin';
import { testPostgresUrl } from '../helpers/pg';

const postgres = testPostgresUrl();
const run = promisify(execFile);

/** `npm run migrate`, as an operator runs it. */
const migrate = (databaseUrl: string) =>
  run(process.execPath, ['--import', 'tsx', 'server/db/migrate-cli.ts'], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl },
  }).then(({ stdout }) => stdout);

describe.skipIf(!postgres)('npm run migrate on PostgreSQL', () => {
  const name = `payway_migrate_${randomBytes(4).toString('hex')}`;
  afterAll(() => adminQuery(postgres!, `drop database if exists ${name} with (force)`));

  it('is safe from two instances at once on an empty database, and safe to run again', async () => {
    await adminQuery(postgres!, `create database ${name}`);
    const url = withDatabase(postgres!, name);
    const outputs = await Promise.all([migrate(url), migrate(url)]);
    // One of them ran the migrations, the other found them done (or ran none of them twice).
    expect(outputs.join('\n').match(/^Success: /gm)).toHaveLength(Object.keys(migrations).length);
    expect(await migrate(url)).toContain('Nothing to migrate: the database is up to date.');
    const applied = await adminQuery(url, 'select name from kysely_migration order by name');
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
    const countries = await adminQuery(url, 'select count(*)::int as n from countries');
    expect(countries.rows[0].n).toBeGreaterThan(200);
  });
});
