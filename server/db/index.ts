import { Kysely, Migrator, PostgresDialect, sql, type Compilable, type CompiledQuery, type QueryResult } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGliteDialect } from './pglite-dialect';
import { migrations } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'pglite' | 'postgres';

/** The connections of the pool at this moment: PGlite is one connection, held by one user at a time. */
export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  poolUse: () => PoolUse;
  close: () => Promise<void>;
}

// Dates come back as Date objects; bigint ids as strings; numeric as text (kept exact).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/** The SQL texts run as named prepared statements on PostgreSQL (see preparedStatement), with their names. */
const preparedNames = new Map<string, string>();

/**
 * A pool client that runs the statements of {@link preparedStatement} as named prepared statements: the first use
 * on a connection parses and plans it, later ones send only its parameters. Every other statement goes as before.
 */
class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // The server ending the connection (a restart, a failover, an administrator) while the client is checked out
    // and idle between statements (inside a transaction) is emitted as 'error': unhandled, it would end the process.
    // The statement that next uses the client fails instead (a 503), and the pool drops the client on release.
    this.on('error', () => undefined);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    // Kysely calls query(text, values) and query(cursor), never with a callback.
    this.query = ((text: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' ? preparedNames.get(text) : undefined;
      return name ? query({ name, text, values: rest[0] }) : query(text, ...rest);
    }) as typeof this.query;
  }
}

/** Stands for the query's nth argument while it is compiled. */
class Argument {
  constructor(readonly index: number) {}
}

/**
 * A query that nearly every request makes (the session lookup, the accounts list), built and compiled by Kysely
 * once, and on PostgreSQL a named prepared statement, parsed and planned once per connection: building it and
 * planning it took longer than running it. `build` receives stand-ins for the arguments, to use as plain values
 * (in comparisons and inserted values, not in `in` lists or expressions that look at them). The query names its
 * columns, never selectAll(): a prepared statement's columns are fixed on each connection, so a migration adding a
 * column (another instance's, during a rolling deploy) would break it.
 */
export function preparedStatement<A extends unknown[], O>(build: (db: Db, ...args: A) => Compilable<O>) {
  let compiled: CompiledQuery<O> | undefined;
  return async (db: Db, ...args: A): Promise<QueryResult<O>> => {
    if (!compiled) {
      compiled = build(db, ...(args.map((_, index) => new Argument(index)) as A)).compile();
      preparedNames.set(compiled.sql, `payway_${preparedNames.size + 1}`);
    }
    const parameters = compiled.parameters.map((parameter) =>
      parameter instanceof Argument ? args[parameter.index] : parameter,
    );
    return db.executeQuery({ ...compiled, parameters });
  };
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; 'memory' keeps everything in memory (tests). */
  dataDir?: string;
  /** A PGlite data dump to start from (tests start from a seeded template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** How long a request waits for a free PostgreSQL connection before it is refused (503). */
  acquireTimeoutMs?: number;
  /** PostgreSQL cancels a statement running longer than this. */
  statementTimeoutMs?: number;
  /** PostgreSQL ends a session left idle inside an open transaction this long (its locks are released). */
  idleInTransactionTimeoutMs?: number;
}

/** Defaults of the pool's timeouts (docs/deploying.md lists them with their variables). */
export const POOL_DEFAULTS = {
  acquireTimeoutMs: 10_000,
  statementTimeoutMs: 30_000,
  idleInTransactionTimeoutMs: 60_000,
};

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.acquireTimeoutMs ?? POOL_DEFAULTS.acquireTimeoutMs,
      statement_timeout: options.statementTimeoutMs ?? POOL_DEFAULTS.statementTimeoutMs,
      idle_in_transaction_session_timeout:
        options.idleInTransactionTimeoutMs ?? POOL_DEFAULTS.idleInTransactionTimeoutMs,
    });
    // An idle connection that the server ends (restart, failover, an administrator) must not crash the process:
    // the pool drops it and the next query opens a new one.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const max = options.poolSize ?? 10;
    const poolUse = () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db, kind: 'postgres', poolUse, close: () => db.destroy() };
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
  const dialect = new PGliteDialect(pglite);
  const db = new Kysely<Database>({ dialect });
  return {
    db,
    kind: 'pglite',
    poolUse: () => ({ max: 1, total: 1, idle: dialect.use.held ? 0 : 1, waiting: dialect.use.waiting }),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** Runs pending migrations. On PostgreSQL Kysely holds an advisory lock, so two instances may start at once. */
export async function migrate(db: Db) {
  // On one connection without the pool's statement timeout: waiting for another instance's migrations (the
  // advisory lock) or a long migration must not be cancelled. The session setting is reset before it goes back.
  return db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      const migrator = new Migrator({ db: connection, provider: { getMigrations: async () => migrations } });
      const { error, results } = await migrator.migrateToLatest();
      if (error) throw error instanceof Error ? error : new Error(String(error));
      return results ?? [];
    } finally {
      await sql`reset statement_timeout`.execute(connection);
    }
  });
}

export async function ping(db: Db) {
  await sql`select 1`.execute(db);
}

/** What a 503 for an unavailable database asks the client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Node's codes for a connection to the database that failed or broke: the server is down, restarting or unreachable. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
/** node-postgres's words for a connection it lost, or one that could not be had from the pool in time. */
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
/**
 * PostgreSQL's error classes and codes that say the server could not serve, not that the request was wrong:
 * 08 connection exception, 53 insufficient resources (too many connections), 57 operator intervention (57014 a
 * statement cancelled by statement_timeout, 57P01 terminated by an administrator or a restart, 57P03 starting up or
 * shutting down), 25P03 a session ended by idle_in_transaction_session_timeout.
 */
const UNAVAILABLE_CLASSES = ['08', '53', '57'];
const UNAVAILABLE_CODES = new Set(['25P03']);

/**
 * The database could not serve the request: it is down, restarting or unreachable, the connection broke, no
 * connection was free within the acquire timeout, or a statement was cancelled by statement_timeout. Answered 503
 * with Retry-After (try again), never as a server fault; the pool opens new connections once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  if (CONNECTION_MESSAGES.some((words) => error.message.startsWith(words))) return true;
  // Connecting to a name with several addresses fails with one error per address.
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}
