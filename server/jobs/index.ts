/**
 * The durable job queue: work that a committed change asks for (mail; webhooks build on it) or that runs on a period
 * (housekeeping), run by pg-boss on the app's own database, PGlite or PostgreSQL, through the app's own connections.
 *
 * What is stored where: everything lives in the database, in pg-boss's schema `pgboss` (migration 033), nothing in
 * memory that a crash would lose. `pgboss.job` holds each job not yet done or done lately: `name` is its kind,
 * `data` its JSON payload (mail is sealed, server/mail/mail-job.ts), `state` created, retry, active, completed or
 * failed, `retry_count` the tries so far and `start_after` when the next may start; `pgboss.archive` keeps done jobs
 * 12 hours on until pg-boss deletes them (7 days); `pgboss.queue` has one row per kind.
 *
 * How it behaves:
 * - `enqueue(db, kind, data)` inserts the job with the caller's database handle: inside a request, its transaction,
 *   so a rolled-back change leaves no job and a committed one always has its job.
 * - Each instance runs workers for the kinds it handles (`handle`). A worker takes a job with FOR UPDATE SKIP
 *   LOCKED, so one job runs on one instance at a time. A handler that throws is tried again after
 *   retryDelaySeconds × 2^n (n the tries so far, with up to as much again at random), `retries` times; then the job
 *   is failed and logged. A handler can run twice for one job (a try whose outcome was lost, or that outlived its
 *   `timeoutSeconds`): handlers make a repeat harmless.
 * - Workers look for jobs every JOBS_POLL_SECONDS; the instance that committed a job wakes its own worker at once
 *   (`settle`, which route.ts awaits so a request's mail leaves before its answer, as before the queue). `settle`
 *   resolves once the try's outcome is in the database: an instance killed right after its answer leaves a job that
 *   another instance retries within seconds, not a try that looks running until its time-out.
 * - A try cut in the middle (its instance died) is taken as lost once `timeoutSeconds` passed since it started, by
 *   pg-boss's supervision, which one instance runs every SUPERVISE_SECONDS: then any instance tries it again.
 * - A kind enqueued with `throttleSeconds` gets at most one job per period across every instance (pg-boss's
 *   singleton slots): that is how housekeeping runs once per period (server/housekeeping.ts).
 */
import PgBoss from 'pg-boss';
import { randomBytes } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { isDatabaseUnavailable, type Db } from '../db';
import type { Logger } from '../log';

/** A kind of job: its name (its pg-boss queue) and how its tries go. `T` is the type of its data. */
export interface JobKind<T extends object> {
  readonly name: string;
  /** Tries after the first one before the job is failed. */
  readonly retries: number;
  /** The wait before the first retry; each next one doubles (with up to as much again at random). */
  readonly retryDelaySeconds: number;
  /** A try running longer than this is taken as lost and tried again (its instance died, or hangs). */
  readonly timeoutSeconds: number;
  /** Workers of this kind on each instance (jobs of one kind running at once per instance). */
  readonly workers: number;
  /** Only carries the data type. */
  readonly data?: T;
}

export const jobKind = <T extends object>(
  name: string,
  settings: { retries: number; retryDelaySeconds: number; timeoutSeconds: number; workers?: number },
): JobKind<T> => ({ name, workers: 1, ...settings });

/** What a handler learns about the try it runs. */
export interface JobRun {
  id: string;
  /** 0 on the first try. */
  retryCount: number;
  /** No retry follows if this try fails. */
  lastTry: boolean;
  /** Logs with the job's id, kind and the id of the request that queued it (reqId). */
  log: Logger;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export interface EnqueueOptions {
  /**
   * At most one job of this kind per period of this many seconds (periods aligned on the epoch), across instances: a
   * second one in the same period is not added (enqueue gives null). At most 43200 (pg-boss keeps done jobs 12 hours).
   */
  throttleSeconds?: number;
  /** Not before this moment. */
  startAfter?: Date;
  /** The request that queues the job: what its tries log carries this id (reqId), as the request's own lines do. */
  requestId?: string;
}

/** What pg-boss stores as a job's data: the kind's data and the id of the request that queued it. */
interface Stored<T> {
  data: T;
  reqId?: string;
}

/** A job a request added, for `settle` once its transaction committed. */
export interface EnqueuedJob {
  kind: string;
  id: string;
}

/** The queue's state for readiness and metrics, per kind. */
export interface QueueState {
  /** Whether this instance's workers run. */
  running: boolean;
  /** Kinds with a job due longer than the stuck age and not taken. */
  stuck: string[];
  kinds: Array<{ kind: string; waiting: number; active: number; failed: number; oldestDueSeconds: number }>;
}

/** The hooks the queue reports to (server/metrics). */
export interface JobEvents {
  tried: (kind: string, outcome: 'completed' | 'failed' | 'gaveUp') => void;
}

export interface Jobs {
  /** Registers the handler of a kind, before `start`. Enqueueing a kind no handler was registered for throws. */
  handle<T extends object>(kind: JobKind<T>, handler: JobHandler<T>): void;
  /** Adds a job with this database handle (pass the request's transaction); its id, or null when throttling skipped it. */
  enqueue<T extends object>(db: Db, kind: JobKind<T>, data: T, options?: EnqueueOptions): Promise<string | null>;
  /**
   * After the transaction that added these jobs committed: wakes this instance's workers of their kinds and resolves
   * once this instance tried each (done or failed), or after `waitMs` (another instance took it, or a backlog).
   */
  settle(jobs: EnqueuedJob[], waitMs?: number): Promise<void>;
  /** Creates the queues and starts the workers. */
  start(): Promise<void>;
  /** Stops taking jobs, lets running tries finish (up to `timeoutMs`), and gives unfinished ones back for a retry. */
  stop(timeoutMs?: number): Promise<void>;
  state(): Promise<QueueState>;
}

export interface JobsOptions {
  log: Logger;
  events?: JobEvents;
  /** How often idle workers look for jobs (JOBS_POLL_SECONDS; at least 0.5). */
  pollSeconds: number;
  /** A due job not taken for this long makes the queue stuck (JOBS_STUCK_AFTER_SECONDS). */
  stuckAfterSeconds: number;
}

/** pg-boss's database interface over a Kysely handle: the app's pool or PGlite connection, or a transaction. */
const through = (db: Db): PgBoss.Db => ({
  executeSql: async (text, values = []) => ({
    rows: (await db.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[] as never[],
  }),
});

let lastIdMs = 0;
let idSequence = 0;
/**
 * A time-ordered job id (a UUID of version 7: milliseconds, a sequence within the millisecond, random bits). The jobs
 * of one transaction share their created_on, and pg-boss takes jobs by created_on then id: with these ids a
 * request's mails are tried in the order it queued them (with one worker per kind on the instance).
 */
function timeOrderedId() {
  const ms = Date.now();
  idSequence = ms === lastIdMs ? (idSequence + 1) & 0xfff : 0;
  lastIdMs = ms;
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (idSequence >> 8);
  bytes[7] = idSequence & 0xff;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How many ids of jobs tried here are remembered, for a `settle` called after the worker already took the job. */
const TRIED_MEMORY = 1000;
/**
 * How often pg-boss's supervision runs (on one instance per period): it takes a try running past its kind's
 * `timeoutSeconds` as lost and queues its retry. pg-boss's own period is 120 s, and it skips a turn whenever the
 * previous one ran a little late, so a try cut by a dead instance waited up to 6 minutes more (issue 36).
 */
const SUPERVISE_SECONDS = 15;
/** How long `settle` waits by default. */
const SETTLE_WAIT_MS = 3_000;

export function createJobs(db: Db, options: JobsOptions): Jobs {
  // pg-boss records a try's outcome (complete or fail, the job's id among the statement's values) after the handler
  // returned, without awaiting it: stop() waits for those statements before the pool may close, and `settle` counts a
  // try as done once its statement ended (`recording`: the ids of tries whose outcome is not yet recorded).
  const inFlight = new Set<Promise<unknown>>();
  const recording = new Set<string>();
  const tracked: PgBoss.Db = {
    executeSql: (text, values) => {
      const running = through(db).executeSql(text, values);
      inFlight.add(running);
      const ids = recording.size > 0 ? (values ?? []).filter(Array.isArray).flat() : [];
      const recordsOutcome = ids.some((id) => typeof id === 'string' && recording.has(id));
      void running
        .catch(() => undefined)
        .finally(() => {
          inFlight.delete(running);
          for (const id of ids) if (typeof id === 'string' && recording.delete(id)) markTried(id);
        });
      if (!recordsOutcome) return running;
      // pg-boss does not await this statement: its failure (the database went away) would be an unhandled rejection.
      // The try stays active and is tried again after its kind's time-out. The answer stands for "no row changed"
      // (pg-boss reads the count of the statement's one row).
      return running.catch((error: unknown) => {
        logQueueError(error, 'job outcome not recorded: it is tried again after its time-out');
        return { rows: [{ count: 0 }] };
      });
    },
  };
  /** A database outage is a warning (it ends by itself, and the requests say 503 meanwhile); anything else needs a person. */
  const logQueueError = (error: unknown, message: string) => {
    const asError =
      error instanceof Error
        ? error
        : Object.assign(new Error(String((error as { message?: unknown })?.message ?? error)), error);
    if (isDatabaseUnavailable(asError)) options.log.warn({ err: error }, message);
    else options.log.error({ err: error }, message);
  };
  const boss = new PgBoss({
    db: tracked,
    schema: 'pgboss',
    // The schema comes with the app's migrations (033); pg-boss moves it to a newer version of its own when needed.
    migrate: true,
    supervise: true,
    maintenanceIntervalSeconds: SUPERVISE_SECONDS,
    // Housekeeping is throttled, not cron-scheduled: no clock-watching loop on every instance.
    schedule: false,
    pollingIntervalSeconds: options.pollSeconds,
  });
  boss.on('error', (error) => logQueueError(error, 'job queue error'));

  const kinds = new Map<string, { kind: JobKind<object>; handler: JobHandler<object>; workerIds: string[] }>();
  const waiters = new Map<string, Array<() => void>>();
  const tried = new Set<string>();
  let running = false;

  const markTried = (id: string) => {
    tried.add(id);
    if (tried.size > TRIED_MEMORY) tried.delete(tried.values().next().value!);
    for (const wake of waiters.get(id) ?? []) wake();
    waiters.delete(id);
  };

  const work = async (
    entry: { kind: JobKind<object>; handler: JobHandler<object> },
    job: PgBoss.JobWithMetadata<Stored<object>>,
  ) => {
    const log = options.log.child({
      job: job.id,
      kind: entry.kind.name,
      ...(job.data.reqId ? { reqId: job.data.reqId } : {}),
    });
    const run = { id: job.id, retryCount: job.retryCount, lastTry: job.retryCount >= job.retryLimit, log };
    try {
      await entry.handler(job.data.data, run);
      options.events?.tried(entry.kind.name, 'completed');
    } catch (error) {
      options.events?.tried(entry.kind.name, run.lastTry ? 'gaveUp' : 'failed');
      const fields = { err: error, retryCount: job.retryCount };
      if (run.lastTry) log.error(fields, 'job failed for good: no retry left');
      else log.warn(fields, 'job failed: it will be tried again');
      throw error;
    } finally {
      recording.add(job.id);
      // A try that outlived its time-out gets no statement after it (pg-boss failed it then): forgotten at last.
      if (recording.size > TRIED_MEMORY) recording.delete(recording.values().next().value!);
    }
  };

  return {
    handle(kind, handler) {
      if (running) throw new Error(`handle(${kind.name}) after start`);
      kinds.set(kind.name, { kind: kind as JobKind<object>, handler: handler as JobHandler<object>, workerIds: [] });
    },

    async enqueue(handle, kind, data, enqueueOptions = {}) {
      if (!kinds.has(kind.name)) throw new Error(`No handler for jobs of kind ${kind.name}`);
      const stored: Stored<typeof data> = { data, reqId: enqueueOptions.requestId };
      return boss.send(kind.name, stored, {
        id: timeOrderedId(),
        db: through(handle),
        retryLimit: kind.retries,
        retryDelay: kind.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: kind.timeoutSeconds,
        singletonSeconds: enqueueOptions.throttleSeconds,
        startAfter: enqueueOptions.startAfter,
      });
    },

    async settle(jobs, waitMs = SETTLE_WAIT_MS) {
      if (!running || jobs.length === 0) return;
      const pending = jobs.filter((job) => !tried.has(job.id));
      const done = Promise.all(
        pending.map(
          (job) => new Promise<void>((resolve) => waiters.set(job.id, [...(waiters.get(job.id) ?? []), resolve])),
        ),
      );
      for (const name of new Set(pending.map((job) => job.kind)))
        for (const id of kinds.get(name)?.workerIds ?? []) boss.notifyWorker(id);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      for (const job of pending) waiters.delete(job.id);
    },

    async start() {
      await afterDeadlocks(() => boss.start());
      for (const entry of kinds.values()) {
        await afterDeadlocks(() => boss.createQueue(entry.kind.name));
        for (let worker = 0; worker < entry.kind.workers; worker++)
          entry.workerIds.push(
            await boss.work<Stored<object>>(entry.kind.name, { includeMetadata: true, batchSize: 1 }, ([job]) =>
              work(entry, job),
            ),
          );
      }
      running = true;
    },

    async stop(timeoutMs = 10_000) {
      if (!running) return;
      running = false;
      await boss.stop({ graceful: true, close: false, timeout: timeoutMs });
      await Promise.allSettled([...inFlight]);
    },

    async state() {
      const names = [...kinds.keys()];
      const { rows } = await sql<{
        name: string;
        waiting: string;
        active: string;
        failed: string;
        oldest_due: number | null;
      }>`
        select name,
          count(*) filter (where state in ('created', 'retry')) as waiting,
          count(*) filter (where state = 'active') as active,
          count(*) filter (where state = 'failed') as failed,
          extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now()))::float8 as oldest_due
        from pgboss.job where name = any(${names}) group by name`.execute(db);
      const byName = new Map(rows.map((row) => [row.name, row]));
      const perKind = names.map((kind) => {
        const row = byName.get(kind);
        return {
          kind,
          waiting: Number(row?.waiting ?? 0),
          active: Number(row?.active ?? 0),
          failed: Number(row?.failed ?? 0),
          oldestDueSeconds: Math.max(0, row?.oldest_due ?? 0),
        };
      });
      return {
        running,
        stuck: perKind.filter((kind) => kind.oldestDueSeconds > options.stuckAfterSeconds).map((kind) => kind.kind),
        kinds: perKind,
      };
    },
  };
}

/**
 * Two instances starting at once on a new database can deadlock while pg-boss sets up its schema or a queue's table
 * (PostgreSQL 40P01, seen starting two servers side by side): the instance PostgreSQL chose to abort tries again.
 */
async function afterDeadlocks<T>(action: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await action();
    } catch (error) {
      if (attempt >= 5 || (error as { code?: unknown }).code !== '40P01') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
