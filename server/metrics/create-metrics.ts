import { Counter, Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import type { PoolUse } from '../db';
import type { QueueState } from '../jobs';

/** The request histogram's buckets, in seconds: most answers take milliseconds, document uploads seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** How long a scrape waits for the database to answer before calling it down. */
const DATABASE_CHECK_MS = 2_000;
/** Methods get their own label value; anything else a client invents is `other` (no label per made-up method). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export interface MetricsSources {
  poolUse: () => PoolUse;
  /** Resolves when the database answers (readiness), rejects when it does not. */
  ping: () => Promise<void>;
  /** The job queue's jobs by kind and state (server/jobs), read at each scrape. */
  queueState: () => Promise<QueueState>;
  /** The audit chain's head of the latest finished day housekeeping wrote down (services/compliance/audit-chain.ts). */
  auditChainDay: () => Promise<{ day: string; last_event_id: string; hash: string } | undefined>;
  /** Node's own metrics (memory, event loop delay, GC): only where metrics are served, as they watch the process. */
  withProcessMetrics: boolean;
}

export type Metrics = ReturnType<typeof createMetrics>;

/** One series of the request histogram: answers per bucket (not cumulative; the last is above every bound) and their total time. */
interface RequestSeries {
  labels: { route: string; method: string; status: string };
  counts: Float64Array;
  sum: number;
}

/**
 * The request histogram, kept by hand and handed to prom-client's registry as it reads a histogram: prom-client's
 * own observe() builds a label object and a key string on every call, this one adds to a number in a typed array.
 */
function requestHistogram(series: Map<string, Map<string, Map<number, RequestSeries>>>) {
  const name = 'payway_http_request_duration_seconds';
  const help =
    'Requests answered, by route pattern (never the path: no ids or emails), method and status, and how long they took. Its _count is the number of requests.';
  return {
    name,
    help,
    type: 'histogram',
    get: async () => {
      const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> = [];
      for (const byMethod of series.values())
        for (const byStatus of byMethod.values())
          for (const { labels, counts, sum } of byStatus.values()) {
            let cumulative = 0;
            LATENCY_BUCKETS.forEach((bound, index) => {
              cumulative += counts[index];
              values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: bound }, value: cumulative });
            });
            cumulative += counts[LATENCY_BUCKETS.length];
            values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: '+Inf' }, value: cumulative });
            values.push({ metricName: `${name}_sum`, labels, value: sum });
            values.push({ metricName: `${name}_count`, labels, value: cumulative });
          }
      return { name, help, type: 'histogram', values };
    },
  };
}

/** Resolves to 1 when the check succeeds within `ms`, else 0. */
function upWithin(check: () => Promise<void>, ms: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<number>((resolve) => (timer = setTimeout(() => resolve(0), ms)));
  const answered = check().then(
    () => 1,
    () => 0,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/**
 * The server's Prometheus metrics, one registry per app (the tests build several). What a request costs is a
 * clock reading, a lookup of its histogram series by route pattern, method and status (nested maps: no label
 * object or key is built per request) and an addition; everything else is read when Prometheus scrapes.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  if (sources.withProcessMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const series = new Map<string, Map<string, Map<number, RequestSeries>>>();
  const requestSeries = (route: string, method: string, status: number) => {
    const known = METHODS.has(method) ? method : 'other';
    let byMethod = series.get(route);
    if (!byMethod) series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(known);
    if (!byStatus) byMethod.set(known, (byStatus = new Map()));
    let found = byStatus.get(status);
    if (!found)
      byStatus.set(
        status,
        (found = {
          labels: { route, method: known, status: String(status) },
          counts: new Float64Array(LATENCY_BUCKETS.length + 1),
          sum: 0,
        }),
      );
    return found;
  };
  registry.registerMetric(requestHistogram(series) as unknown as Metric);

  new Gauge({
    name: 'payway_database_pool_connections',
    help: 'Database connections: total open, idle, and requests waiting for one (PGlite is one connection: total 1).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = sources.poolUse();
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  new Gauge({
    name: 'payway_database_pool_max_connections',
    help: 'The most connections the pool opens (DATABASE_POOL_SIZE; 1 on PGlite).',
    registers,
    collect() {
      this.set(sources.poolUse().max);
    },
  });
  new Gauge({
    name: 'payway_database_up',
    help: `1 when the database answered a query within ${DATABASE_CHECK_MS} ms at this scrape (what /api/v1/health/ready checks), else 0.`,
    registers,
    async collect() {
      this.set(await upWithin(sources.ping, DATABASE_CHECK_MS));
    },
  });

  new Gauge({
    name: 'payway_audit_chain_day_head',
    help: "The audit chain's last row of the latest finished day (UTC), labelled with the day and the row's hash: keep it outside the database to prove the trail was not rewritten since.",
    labelNames: ['day', 'hash'] as const,
    registers,
    async collect() {
      this.reset();
      const head = await sources.auditChainDay();
      if (head) this.set({ day: head.day, hash: head.hash }, Number(head.last_event_id));
    },
  });

  const uploadBytes = new Counter({
    name: 'payway_upload_bytes_received_total',
    help: 'Bytes of documents received and stored through resumable uploads (tus).',
    registers,
  });
  const uploadResumes = new Counter({
    name: 'payway_upload_resumes_total',
    help: 'Upload requests (tus PATCH) that went on from an offset above 0: resumed or continued uploads.',
    registers,
  });
  const idempotent = new Counter({
    name: 'payway_idempotent_requests_total',
    help: "Changes sent with an Idempotency-Key (the app's offline outbox syncing its steps), by operation: first runs, and replays answered from the stored response.",
    labelNames: ['operation', 'outcome'] as const,
    registers,
  });
  const refusals = new Counter({
    name: 'payway_refusals_total',
    help: 'Requests refused (4xx) by status and kind (the errorId of the answer, `other` without one).',
    labelNames: ['status', 'kind'] as const,
    registers,
  });

  // One query per scrape for the queue's gauges: the first gauge read asks, the others take the same answer.
  let queueRead: Promise<QueueState> | undefined;
  const queueState = () =>
    (queueRead ??= sources.queueState().finally(() => setImmediate(() => (queueRead = undefined))));
  const queueGauge = (
    name: string,
    help: string,
    value: (kind: QueueState['kinds'][number], state: QueueState) => number,
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'] as const,
      registers,
      async collect() {
        const state = await queueState();
        for (const kind of state.kinds) this.set({ kind: kind.kind }, value(kind, state));
      },
    });
  queueGauge(
    'payway_jobs_waiting',
    'Jobs of the queue waiting for a try (new or to be retried), by kind (mail, housekeeping, ...).',
    (kind) => kind.waiting,
  );
  queueGauge('payway_jobs_active', 'Jobs being tried now on some instance, by kind.', (kind) => kind.active);
  queueGauge(
    'payway_jobs_failed',
    'Jobs that used up their retries and are kept failed (pg-boss keeps them 12 hours), by kind.',
    (kind) => kind.failed,
  );
  queueGauge(
    'payway_jobs_oldest_due_seconds',
    'How long the oldest job due for a try has waited without being taken, by kind: it grows when no worker takes jobs.',
    (kind) => kind.oldestDueSeconds,
  );
  queueGauge(
    'payway_jobs_stuck',
    'Whether a job of this kind is due for longer than JOBS_STUCK_AFTER_SECONDS (1) or not (0).',
    (kind, state) => (state.stuck.includes(kind.kind) ? 1 : 0),
  );
  const jobTries = new Counter({
    name: 'payway_job_tries_total',
    help: 'Tries of jobs on this instance, by kind and outcome: completed, failed (tried again later), gaveUp (failed with no retry left).',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });
  const mailDropped = new Counter({
    name: 'payway_code_mails_dropped_total',
    help: 'Mails carrying a code (sign-up, reset, payment token) not sent because the code expired before the mail server took them.',
    registers,
  });

  const screeningDecisions = new Counter({
    name: 'payway_screening_hits_decided_total',
    help: 'Sanctions screening hits a reviewer decided on this instance, by subject (account, payment) and decision (trueMatch: the person is listed and was refused; falseMatch).',
    labelNames: ['subject', 'decision'] as const,
    registers,
  });

  const webhookTries = new Counter({
    name: 'payway_webhook_deliveries_total',
    help: 'Tries of webhook deliveries on this instance, by outcome: delivered (2xx), retrying (failed, tried again later), failed (no retry left: the endpoint is disabled).',
    labelNames: ['outcome'] as const,
    registers,
  });

  return {
    contentType: registry.contentType,
    jobTried: (kind: string, outcome: 'completed' | 'failed' | 'gaveUp') => jobTries.inc({ kind, outcome }),
    mailDropped: () => mailDropped.inc(),
    webhookTried: (outcome: 'delivered' | 'retrying' | 'failed') => webhookTries.inc({ outcome }),
    screeningDecided: (subject: 'account' | 'payment', decision: 'trueMatch' | 'falseMatch') =>
      screeningDecisions.inc({ subject, decision }),
    scrape: () => registry.metrics(),
    observeRequest: (route: string, method: string, status: number, seconds: number) => {
      const found = requestSeries(route, method, status);
      let bucket = 0;
      while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]) bucket++;
      found.counts[bucket]++;
      found.sum += seconds;
    },
    /** `bytes` arrived in one upload request; `resumed` when it went on from an offset above 0. */
    uploadReceived: (bytes: number, resumed: boolean) => {
      if (bytes > 0) uploadBytes.inc(bytes);
      if (resumed) uploadResumes.inc();
    },
    idempotentRun: (operation: string, replayed: boolean) =>
      idempotent.inc({ operation, outcome: replayed ? 'replayed' : 'first' }),
    refused: (status: number, kind: string | undefined) =>
      refusals.inc({ status: String(status), kind: kind ?? 'other' }),
  };
}
