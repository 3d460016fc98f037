import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from '../../server/db/pglite-dialect';
import { migrate } from '../../server/db';
import { seedReferenceData } from '../../server/db/seeds';
import type { Database } from '../../server/db/schema';

/**
 * Migrates and seeds one PGlite once per run; every test app starts from a copy of it. The copy leaves out the
 * write-ahead log's segments the last checkpoint no longer needs (three of four, 48 of 110 MB): every test app
 * unpacks the copy, and did so at about twice the cost with them.
 */
export default async function setup() {
  mkdirSync('.tmp', { recursive: true });
  const path = `.tmp/pglite-template-${process.pid}.tgz`;
  process.env.PAYWAY_TEMPLATE = path;
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  await seedReferenceData(db);
  await pglite.exec('CHECKPOINT');
  const current = await pglite.query<{ segment: string }>('select pg_walfile_name(pg_current_wal_lsn()) as segment');
  const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
  writeFileSync(
    path,
    gzipSync(
      withoutTarEntries(dump, (name) => /pg_wal\/[0-9A-F]{24}$/.test(name) && !name.endsWith(current.rows[0]!.segment)),
    ),
  );
  await db.destroy();
  await pglite.close();
  return () => rmSync(path, { force: true });
}

/** A tar archive (ustar: 512-byte headers, contents padded to 512 bytes) without the entries whose name is dropped. */
function withoutTarEntries(tar: Buffer, dropped: (name: string) => boolean) {
  const kept: Buffer[] = [];
  const field = (header: Buffer, from: number, length: number) =>
    header.toString('latin1', from, from + length).replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length;) {
    const header = tar.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) {
      kept.push(tar.subarray(at));
      break;
    }
    const end = at + 512 + Math.ceil(parseInt(field(header, 124, 12).trim() || '0', 8) / 512) * 512;
    if (!dropped(field(header, 0, 100))) kept.push(tar.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}
