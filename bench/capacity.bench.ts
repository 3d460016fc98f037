/**
 * `npm run bench -- capacity`: whole customer journeys through the API (bench/journey.ts: sign-up, KYC with two
 * documents of about 400 KB, a payment and its confirmation) on PostgreSQL, with one and then two instances, at rising
 * concurrency (CAPACITY_CONCURRENCY, default 1,2,4,8 journeys at once) for CAPACITY_SECONDS each (default 30).
 * Printed per run: journeys per minute, p95 of each step, CPU seconds per journey of the instances and of PostgreSQL
 * (every postgres process of this machine, from /proc: run it on a quiet machine), then the database's bytes per
 * customer (tables, indexes and TOAST, of which documents, and the job queue's schema). docs/performance.md turns them
 * into the capacity model.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { startServer, stopServer, type ServerProcess } from '../tests/prod/servers';
import { adminQuery, withDatabase } from '../tests/helpers/pg-admin';
import { JOURNEY_STEPS, journeyReferences, runJourney, UNLIMITED, type JourneyStep } from './journey';
import type { Bench } from './run';

const SECONDS = Number(process.env.CAPACITY_SECONDS ?? 30);
const CONCURRENCY = (process.env.CAPACITY_CONCURRENCY ?? '1,2,4,8').split(',').map(Number);
const POSTGRES_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used (user + system), from /proc/<pid>/stat. */
function cpuSeconds(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0; // the process ended between the listing and the read
  }
}

/** CPU seconds of each postgres process now running, by pid. */
function postgresCpu() {
  const byPid = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        byPid.set(Number(entry), cpuSeconds(Number(entry)));
    } catch {
      // gone
    }
  }
  return byPid;
}

/** What PostgreSQL's processes used since `before` (a backend that ended meanwhile is lost: a small undercount). */
const postgresCpuSince = (before: Map<number, number>) =>
  [...postgresCpu()].reduce((total, [pid, seconds]) => total + seconds - (before.get(pid) ?? 0), 0);

interface RelationSize {
  schema: string;
  name: string;
  bytes: number;
}

/** Every table of the database with its indexes and TOAST, after a VACUUM so dead rows are not counted. */
async function relationSizes(url: string): Promise<RelationSize[]> {
  await adminQuery(url, 'vacuum analyze');
  const { rows } = await adminQuery(
    url,
    `select n.nspname as schema, c.relname as name, pg_total_relation_size(c.oid) as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema')`,
  );
  return (rows as Array<{ schema: string; name: string; bytes: string }>).map((row) => ({
    ...row,
    bytes: Number(row.bytes),
  }));
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;

const bench: Bench = {
  name: `Capacity: whole journeys on PostgreSQL, one and two instances, ${CONCURRENCY.join('/')} at once for ${SECONDS} s each`,
  async run(report) {
    const database = `payway_capacity_${process.pid}`;
    await adminQuery(POSTGRES_URL, `create database ${database}`);
    const url = withDatabase(POSTGRES_URL, database);
    let customers = 0;
    let before: RelationSize[] = [];
    try {
      for (const instances of [1, 2]) {
        const servers: ServerProcess[] = [];
        try {
          for (let index = 0; index < instances; index++)
            servers.push(await startServer({ DATABASE_URL: url, DEMO_MAIL: '1', ...UNLIMITED }, { keepLogs: false }));
          if (instances === 1) before = await relationSizes(url);
          const references = await journeyReferences(servers[0]!);
          await runJourney(servers, references, () => {}); // warm-up: the first of each path compiles
          customers++;
          for (const concurrency of CONCURRENCY) {
            const times = new Map<JourneyStep, number[]>(JOURNEY_STEPS.map((step) => [step, []]));
            const journeyTimes: number[] = [];
            let failures = 0;
            const appCpuBefore = servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid!), 0);
            const postgresCpuBefore = postgresCpu();
            const started = performance.now();
            const deadline = started + SECONDS * 1000;
            await Promise.all(
              Array.from({ length: concurrency }, async () => {
                while (performance.now() < deadline) {
                  const journeyStarted = performance.now();
                  try {
                    await runJourney(servers, references, (step, ms) => times.get(step)!.push(ms));
                    journeyTimes.push(performance.now() - journeyStarted);
                  } catch (error) {
                    failures++;
                    if (failures <= 3) console.log(`    failed: ${(error as Error).message.slice(0, 200)}`);
                  }
                }
              }),
            );
            const elapsed = (performance.now() - started) / 1000;
            const done = journeyTimes.length;
            customers += done + failures;
            const appCpu = servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid!), 0) - appCpuBefore;
            const postgresSeconds = postgresCpuSince(postgresCpuBefore);
            const label = `${instances} instance${instances > 1 ? 's' : ''}, ${concurrency} at once`;
            report({ label: `${label}: journeys per minute`, value: (done / elapsed) * 60, unit: 'journeys/min' });
            if (failures) report({ label: `${label}: failed journeys`, value: failures, unit: 'count' });
            report({ label: `${label}: p95 of a whole journey`, value: percentile(journeyTimes, 0.95), unit: 'ms' });
            report({
              label: `${label}: instances' CPU per journey`,
              value: (appCpu / Math.max(1, done)) * 1000,
              unit: 'ms',
            });
            report({
              label: `${label}: PostgreSQL's CPU per journey`,
              value: (postgresSeconds / Math.max(1, done)) * 1000,
              unit: 'ms',
            });
            console.log(
              `    p95 per step: ${JOURNEY_STEPS.map((step) => `${step} ${percentile(times.get(step)!, 0.95).toFixed(0)}`).join(', ')} (ms)`,
            );
          }
        } finally {
          await Promise.all(servers.map(stopServer));
        }
      }

      // Bytes per customer: what the journeys added to each table, over the customers they created.
      const baseline = new Map(before.map((row) => [`${row.schema}.${row.name}`, row.bytes]));
      const grown = (await relationSizes(url)).map((row) => ({
        ...row,
        bytes: row.bytes - (baseline.get(`${row.schema}.${row.name}`) ?? 0),
      }));
      const perCustomer = (bytes: number) => bytes / Math.max(1, customers) / 1024;
      const sum = (filter: (row: RelationSize) => boolean) =>
        grown.filter(filter).reduce((total, row) => total + row.bytes, 0);
      report({ label: 'customers created (journeys begun)', value: customers, unit: 'count' });
      report({ label: 'database growth per customer', value: perCustomer(sum(() => true)), unit: 'KB' });
      report({
        label: '  of which documents (documents, document_chunks)',
        value: perCustomer(sum((row) => row.name.startsWith('document'))),
        unit: 'KB',
      });
      report({
        label: '  of which the job queue (schema pgboss)',
        value: perCustomer(sum((row) => row.schema === 'pgboss')),
        unit: 'KB',
      });
      const largest = grown
        .filter((row) => row.schema !== 'pgboss')
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 8);
      console.log(
        `    largest tables per customer: ${largest.map((row) => `${row.name} ${perCustomer(row.bytes).toFixed(1)} KB`).join(', ')}`,
      );
    } finally {
      await adminQuery(POSTGRES_URL, `drop database if exists ${database} with (force)`);
    }
  },
};

export default bench;
