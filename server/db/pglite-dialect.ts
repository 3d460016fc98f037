import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely over embedded PGlite. PGlite is one connection, so the driver hands it to one user at a time:
 * a transaction owns it until commit or rollback, and other queries wait their turn.
 */
export class PGliteDialect implements Dialect {
  /** Whether a user holds the connection, and how many wait for it (the metrics' pool use). */
  readonly use = { held: false, waiting: 0 };
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.use);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  constructor(
    private readonly pglite: PGlite,
    private readonly use: PGliteDialect['use'],
  ) {}

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    this.use.waiting++;
    await previous;
    this.use.waiting--;
    this.use.held = true;
    return new PGliteConnection(this.pglite, () => {
      this.use.held = false;
      release();
    });
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release();
  }
  async destroy() {
    await this.queue;
  }
}

const BYTEA = 17;
/**
 * PGlite's own bytea (de)serializers go byte by byte through JavaScript arrays: seconds of blocked event loop for a
 * 10 MB document. Node's hex codec does the same in milliseconds.
 */
const QUERY_OPTIONS = {
  serializers: {
    [BYTEA]: (value: Uint8Array) =>
      '\\x' + Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex'),
  },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/** More than one statement: a semicolon with more text after it (the queries Kysely builds have none). */
const isScript = (text: string) => /;\s*\S/.test(text);

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    readonly release: () => void,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // A script of several statements without parameters (the job queue's schema, server/jobs) goes by the simple
    // protocol, as node-postgres sends it on PostgreSQL; the answer is its last statement's.
    if (compiledQuery.parameters.length === 0 && isScript(compiledQuery.sql)) {
      const results = await this.pglite.exec(compiledQuery.sql, QUERY_OPTIONS);
      const last = results.at(-1);
      return {
        rows: (last?.rows ?? []) as R[],
        numAffectedRows: last?.affectedRows === undefined ? undefined : BigInt(last.affectedRows),
      };
    }
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], QUERY_OPTIONS);
    const affected = result.affectedRows;
    return { rows: result.rows, numAffectedRows: affected === undefined ? undefined : BigInt(affected) };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite');
  }
}
