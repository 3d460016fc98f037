import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGliteDialect } from './pglite-dialect';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  close: () => Promise<void>;
}

// Dates come back as Date objects; bigint ids as strings; numeric as text (kept exact).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; 'memory' keeps everything in memory (tests). */
  dataDir?: string;
  /** A PGlite data dump to start from (tests start from a seeded template). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection that the server ends (restart, failover, an administrator) must not crash the process:
    // the pool drops it and the next query opens a new one.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? './data';
  let pglite: PGlite;
  if (dataDir === 'memory') {
    pglite = new PGlite({ loadDataDir: options.loadDataDir });
  } else {
    mkdirSync(dataDir, { recursive: true });
    pglite = new PGlite(join(dataDir, 'pg'), { loadDataDir: options.loadDataDir });
  }
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** Runs pending migrations. On PostgreSQL Kysely holds an advisory lock, so two instances may start at once. */
export async function migrate(db: Db) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}

export async function ping(db: Db) {
  await sql`select 1`.execute(db);
}
