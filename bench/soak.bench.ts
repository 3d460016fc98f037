/**
 * `npm run bench -- soak`: mixed load on two instances on one PostgreSQL for SOAK_MINUTES (default 30), printing each
 * instance's resident memory (RSS, from /proc) and V8 heap in use (its own /metrics) over time, then after an idle
 * spell. The load: SOAK_JOURNEYS loops (default 4) of whole customer journeys (bench/journey.ts: sign-up, KYC with two
 * 400 KB documents, a payment confirmed), each request landing on the next instance, beside SOAK_READERS loops
 * (default 4) of the reads a signed-in app makes (accounts list, payments list, a reference list). The verdict
 * compares the heap after warm-up (the end of the first fifth) with the heap at the end, each the median of its
 * spell's samples, each taken after a full garbage collection (bench/gc-on-signal.mjs) so only reachable memory counts; a heap that grows by more than 10 % per 10 minutes is called a leak.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer, stopServer, type ServerProcess } from '../tests/prod/servers';
import { adminQuery, withDatabase } from '../tests/helpers/pg-admin';
import { journeyReferences, runJourney, UNLIMITED } from './journey';
import type { Bench } from './run';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const JOURNEY_LOOPS = Number(process.env.SOAK_JOURNEYS ?? 4);
const READER_LOOPS = Number(process.env.SOAK_READERS ?? 4);
const SAMPLE_MS = Math.max(5_000, Math.min(60_000, (MINUTES * 60_000) / 30));
const IDLE_MS = Number(process.env.SOAK_IDLE_SECONDS ?? 60) * 1000;
const POSTGRES_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const METRICS_TOKEN = randomBytes(24).toString('hex');
const LEAK_PER_10_MIN = 0.1;

interface Sample {
  at: number;
  rssMb: number;
  heapMb: number;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

function rssOf(pid: number) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) / 1024;
}

async function heapOf(server: ServerProcess) {
  const text = await (
    await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const used = text.match(/^nodejs_heap_size_used_bytes (\S+)$/m)?.[1];
  return megabytes(Number(used ?? NaN));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const bench: Bench = {
  onlyWhenNamed: true,
  name: `Soak: ${MINUTES} min of mixed load on two instances on PostgreSQL (${JOURNEY_LOOPS} journey loops, ${READER_LOOPS} reader loops)`,
  async run(report) {
    const database = `payway_soak_${process.pid}`;
    await adminQuery(POSTGRES_URL, `create database ${database}`);
    const servers: ServerProcess[] = [];
    try {
      const env = { DATABASE_URL: withDatabase(POSTGRES_URL, database), DEMO_MAIL: '1', METRICS_TOKEN, ...UNLIMITED };
      const preload = [pathToFileURL(join(import.meta.dirname, 'gc-on-signal.mjs')).href];
      servers.push(await startServer(env, { keepLogs: false, preload }));
      servers.push(await startServer(env, { keepLogs: false, preload }));
      const references = await journeyReferences(servers[0]!);
      const started = Date.now();
      const deadline = started + MINUTES * 60_000;
      const counts = { journeys: 0, reads: 0, failures: 0 };
      const failures = new Map<string, number>();
      const fail = (error: unknown) => {
        counts.failures++;
        const message = (error as Error).message.slice(0, 120);
        failures.set(message, (failures.get(message) ?? 0) + 1);
      };
      const signedIn: Array<{ email: string; token: string }> = [];

      const journeys = Array.from({ length: JOURNEY_LOOPS }, async () => {
        while (Date.now() < deadline) {
          try {
            const email = await runJourney(servers, references, () => {});
            counts.journeys++;
            if (signedIn.length < 50) {
              const session = (await (
                await servers[0]!.request('/auth/authenticate', {
                  method: 'POST',
                  json: { username: email, password: 'correct horse battery' },
                })
              ).json()) as { token: string };
              signedIn.push({ email, token: session.token });
            }
          } catch (error) {
            fail(error);
          }
        }
      });
      const readers = Array.from({ length: READER_LOOPS }, async (_, loop) => {
        while (Date.now() < deadline) {
          const server = servers[loop % servers.length]!;
          const customer = signedIn[Math.floor(Math.random() * signedIn.length)];
          const paths = customer
            ? [
                `/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(customer.email)}`,
                '/payment/payments',
                '/accounts/countries',
              ]
            : ['/accounts/countries'];
          for (const path of paths) {
            try {
              const response = await server.request(path, { token: customer?.token });
              await response.arrayBuffer();
              if (response.status === 200) counts.reads++;
              else fail(new Error(`${path.split('?')[0]}: ${response.status}`));
            } catch (error) {
              fail(error);
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });

      const samples: Sample[][] = servers.map(() => []);
      const sample = async () => {
        for (const server of servers) server.child.kill('SIGUSR2');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        for (const [index, server] of servers.entries())
          samples[index]!.push({
            at: Date.now() - started,
            rssMb: rssOf(server.child.pid!),
            heapMb: await heapOf(server),
          });
      };
      await sample();
      const sampler = setInterval(() => void sample().catch(() => undefined), SAMPLE_MS);
      await Promise.all([...journeys, ...readers]);
      clearInterval(sampler);
      await sample();
      const loadEnded = Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      await sample();

      report({ label: 'journeys completed', value: counts.journeys, unit: 'count' });
      report({ label: 'reads answered', value: counts.reads, unit: 'count' });
      report({ label: 'failed requests or journeys', value: counts.failures, unit: 'count' });
      for (const [message, count] of failures) console.log(`    ${count} × ${message}`);
      for (const [index, series] of samples.entries()) {
        console.log(`  instance ${index + 1}: minute, RSS MB, heap in use MB`);
        for (const { at, rssMb, heapMb } of series)
          console.log(
            `    ${(at / 60_000).toFixed(1).padStart(5)}  ${rssMb.toFixed(0).padStart(5)}  ${heapMb.toFixed(1).padStart(6)}`,
          );
        const loaded = series.filter(({ at }) => at <= loadEnded);
        const fifth = Math.max(1, Math.floor(loaded.length / 5));
        const warm = loaded.slice(fifth, fifth * 2);
        const last = loaded.slice(-fifth);
        const warmHeap = median(warm.map(({ heapMb }) => heapMb));
        const lastHeap = median(last.map(({ heapMb }) => heapMb));
        const minutes = (median(last.map(({ at }) => at)) - median(warm.map(({ at }) => at))) / 60_000;
        const growthPer10 = minutes > 0 ? ((lastHeap - warmHeap) / warmHeap) * (10 / minutes) : 0;
        report({ label: `instance ${index + 1}: heap after warm-up`, value: warmHeap, unit: 'MB' });
        report({ label: `instance ${index + 1}: heap at the end of the load`, value: lastHeap, unit: 'MB' });
        report({
          label: `instance ${index + 1}: heap growth per 10 min (leak above ${LEAK_PER_10_MIN * 100})`,
          value: growthPer10 * 100,
          unit: '%',
        });
        report({
          label: `instance ${index + 1}: RSS after warm-up`,
          value: median(warm.map(({ rssMb }) => rssMb)),
          unit: 'MB',
        });
        report({
          label: `instance ${index + 1}: RSS at the end of the load`,
          value: median(last.map(({ rssMb }) => rssMb)),
          unit: 'MB',
        });
        report({
          label: `instance ${index + 1}: RSS after ${IDLE_MS / 1000} s idle`,
          value: series.at(-1)!.rssMb,
          unit: 'MB',
        });
        report({
          label: `instance ${index + 1}: heap after ${IDLE_MS / 1000} s idle`,
          value: series.at(-1)!.heapMb,
          unit: 'MB',
        });
      }
    } finally {
      await Promise.all(servers.map(stopServer));
      await adminQuery(POSTGRES_URL, `drop database if exists ${database} with (force)`);
    }
  },
};

export default bench;
