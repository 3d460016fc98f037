import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import { migrate } from '../../server/db';
import { seedReferenceData } from '../../server/db/seeds';
import type { Database } from '../../server/db/schema';

/** Migrates and seeds one PGlite once per run; every test app starts from a copy of it. */
export default async function setup() {
  mkdirSync('.tmp', { recursive: true });
  const path = `.tmp/pglite-template-${process.pid}.tgz`;
  process.env.PAYWAY_TEMPLATE = path;
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  await seedReferenceData(db);
  const dump = await pglite.dumpDataDir('gzip');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  await pglite.close();
  return () => rmSync(path, { force: true });
}
