import { afterAll, describe, expect, it } from 'vitest';
import { accessSync, constants, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { boot } from '../../server/boot';
import { loadEnv } from '../../server/env';
import { createDemoMailer } from '../../server/mail';
import { createLogger } from '../../server/log';
import { readDocument, sealUploads, storeDocument } from '../../server/storage/documents';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import { testPostgresUrl } from '../helpers/pg';
import { randomPdf } from '../helpers/fixtures';

/**
 * A PDF of random bytes: incompressible, so PostgreSQL stores it as it is (compressed text would hide a copy
 * from a byte search). Slices of it, each inside one TOAST chunk, are what the search looks for.
 */
function secretPdf() {
  const bytes = randomPdf(8192 + 64);
  return { bytes, slices: [100, 2100, 4100, 6100].map((at) => bytes.subarray(at, at + 64)) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : entry.isFile() ? [path] : [];
  });
}

/** Files under `dirs` holding any of the slices. */
const filesContaining = (dirs: string[], slices: Buffer[]) =>
  dirs.flatMap(filesUnder).filter((file) => {
    const content = readFileSync(file);
    return slices.some((slice) => content.includes(slice));
  });

async function storeAndFetch(app: TestApp, bytes: Buffer) {
  const owner = await signUp(app);
  const stranger = await signUp(app);
  const user = await app.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', owner.email)
    .executeTakeFirstOrThrow();
  const sealed = await sealUploads(app.deps.db, user.id, [
    { field: 'document', name: 'passport.pdf', content: bytes.toString('base64') },
  ]);
  const id = await app.deps.db
    .transaction()
    .execute((trx) =>
      storeDocument(trx, sealed('document'), { ownerUserId: user.id, accountId: null, identificationType: null }),
    );
  const served = await app.request(`/documents/${id}`, { token: owner.token });
  expect(served.status).toBe(200);
  expect(served.headers.get('cache-control')).toContain('no-store');
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  expect((await app.request(`/documents/${id}`, { token: stranger.token })).status).toBe(404);
  expect((await app.request(`/documents/${id}`)).status).toBe(401);
  const row = await app.deps.db
    .selectFrom('documents')
    .select(['key_id', 'content', 'chunked'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(row.key_id).not.toBe('none');
  expect(row.chunked).toBe(true);
  const pieces = await app.deps.db
    .selectFrom('document_chunks')
    .select('content')
    .where('document_id', '=', id)
    .execute();
  expect(row.content.length + pieces.reduce((total, piece) => total + piece.content.length, 0)).toBe(bytes.length + 28);
  return id;
}

describe('documents at rest', () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('embedded (PGlite on disk, generated key file): the plaintext is in no database file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'payway-at-rest-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const app = await createTestApp({ dataDir });
    expect(statSync(join(dataDir, 'document-key')).mode & 0o777).toBe(0o600);

    const { bytes, slices } = secretPdf();
    const id = await storeAndFetch(app, bytes);
    await app.close();
    expect(filesContaining([join(dataDir, 'pg')], slices)).toEqual([]);

    // The folder opens again with its key file, and the document reads back.
    const reopened = await boot(loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, STATIC_DIR: '.tmp/no-static' }), {
      log: createLogger('silent'),
      mailer: createDemoMailer(null, 'test'),
    });
    cleanup.push(() => reopened.close());
    const user = await reopened.deps.db
      .selectFrom('documents')
      .select('owner_user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect((await readDocument(reopened.deps.db, user.owner_user_id, id, async () => {})).content.equals(bytes)).toBe(
      true,
    );
  });

  it.skipIf(!testPostgresUrl())(
    'PostgreSQL: the plaintext is in no file of the database nor of the write-ahead log',
    async () => {
      const app = await createTestApp();
      cleanup.push(() => app.close());
      const { bytes, slices } = secretPdf();
      await storeAndFetch(app, bytes);
      const found = await sql<{
        n: number;
      }>`select count(*)::int as n from document_chunks where position(${slices[1]}::bytea in content) > 0`.execute(
        app.deps.db,
      );
      expect(found.rows[0].n).toBe(0);

      await sql`checkpoint`.execute(app.deps.db);
      const { rows } = await sql<{
        dir: string;
        oid: number;
      }>`select current_setting('data_directory') as dir, oid from pg_database where datname = current_database()`.execute(
        app.deps.db,
      );
      const { dir, oid } = rows[0];
      try {
        accessSync(join(dir, 'base', String(oid)), constants.R_OK);
      } catch {
        console.warn(
          `Cannot read ${dir} as this user: the scan of PostgreSQL's files is skipped (the content check above ran).`,
        );
        return;
      }
      expect(filesContaining([join(dir, 'base', String(oid)), join(dir, 'pg_wal')], slices)).toEqual([]);
    },
  );
});
