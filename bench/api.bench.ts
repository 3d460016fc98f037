/**
 * API throughput at 50 connections, each figure beside its floor measured in the same run: a bare node:http server
 * answering the same bytes with the same headers (bench/node-floor.ts). The app and its floor are measured in
 * alternating rounds (floor, app, floor, app...), so both see the same load from the rest of the machine, and each
 * round gives a ratio; the median round is printed. Targets: the health check, the countries list (as it is and
 * brotli-compressed, as browsers ask) and the accounts list (signed in, 6 accounts) on PGlite and on PostgreSQL.
 * The servers run as deployed (`server/main.ts` in its own process, info logs on); the load comes from this
 * process over keep-alive sockets. Goals (issue 18): the memory-served list at 70 % of the floor or better,
 * the accounts list's p99 under 50 ms on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stopServer, type ServerProcess } from '../tests/prod/servers';
import { adminQuery, withDatabase } from '../tests/helpers/pg-admin';
import type { Bench, Figure } from './run';

const CONNECTIONS = 50;
const WARMUP_MS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_MS = Number(process.env.BENCH_SECONDS ?? 3) * 1000;
const POSTGRES_URL =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const REFERENCE_GOAL = 0.7;
const ACCOUNTS_P99_BUDGET_MS = 50;

interface Target {
  url: string;
  headers: Record<string, string>;
}

interface Result {
  rps: number;
  p99: number;
  errors: number;
}

/** `CONNECTIONS` loops, each sending one request after another on its own keep-alive socket, for `ms`. */
async function load(target: Target, ms: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + ms;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(target.url, { agent, headers: target.headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - started);
          else errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const began = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsed = performance.now() - began;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: (latencies.length / elapsed) * 1000,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN,
    errors,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The app and its floor in alternating rounds; the medians of the app's figures, the floor's, and the rounds' ratios. */
async function measureBeside(app: Target, floor: Target) {
  await load(floor, WARMUP_MS);
  await load(app, WARMUP_MS);
  const apps: Result[] = [];
  const floors: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    floors.push(await load(floor, ROUND_MS));
    apps.push(await load(app, ROUND_MS));
  }
  return {
    rps: median(apps.map((result) => result.rps)),
    p99: median(apps.map((result) => result.p99)),
    errors: apps.reduce((sum, result) => sum + result.errors, 0),
    floorRps: median(floors.map((result) => result.rps)),
    floorP99: median(floors.map((result) => result.p99)),
    share: median(apps.map((result, round) => result.rps / floors[round]!.rps)),
  };
}

/** The answer's raw bytes and headers (fetch() would decompress them). */
function rawAnswer(target: Target): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(target.url, { headers: target.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (
            typeof value === 'string' &&
            !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id'].includes(name)
          )
            headers[name] = value;
        }
        resolve({ headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** A bare node:http server answering what `target` answers, byte for byte. */
async function startFloor(target: Target, dir: string): Promise<{ target: Target; child: ChildProcess }> {
  const { headers, body } = await rawAnswer(target);
  const file = join(dir, `floor-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'node-floor.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );
  return { target: { url: `http://127.0.0.1:${port}/`, headers: {} }, child };
}

/** A user with six accounts, through the API (demo mail returns the code). */
async function accountsTarget(server: ServerProcess): Promise<Target> {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await server.request('/auth/register', {
    method: 'POST',
    json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' },
  });
  const { message: code } = (await (await server.request(`/auth/token/send/${email}`)).json()) as { message: string };
  const { token } = (await (
    await server.request('/auth/token/validate', { method: 'POST', json: { email, token: code } })
  ).json()) as { token: string };
  for (const accountType of [1, 1, 1, 2, 2, 2]) {
    const created = await server.request('/accounts/saveCustomerAccount', {
      method: 'POST',
      token,
      json: { accountEmailAddress: email, accountType, accountId: '' },
    });
    if (created.status !== 200) throw new Error(`could not create an account: ${await created.text()}`);
  }
  return {
    url: `${server.url}/api/v1/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(email)}`,
    headers: { authorization: `Bearer ${token}` },
  };
}

const bench: Bench = {
  name: `API at ${CONNECTIONS} connections beside the Node floor (median of ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s)`,
  async run(report) {
    const dir = mkdtempSync(join(tmpdir(), 'payway-bench-'));
    const stops: Array<() => Promise<unknown>> = [];
    const figure = (label: string, value: number, unit: Figure['unit']) => report({ label, value, unit });
    const accountsP99: Array<[database: string, p99: number]> = [];
    try {
      const databases: Array<{ name: string; env: Record<string, string> }> = [
        { name: 'PGlite', env: { DATA_DIR: join(dir, 'data') } },
      ];
      const benchDatabase = `payway_bench_${process.pid}`;
      try {
        await adminQuery(POSTGRES_URL, `create database ${benchDatabase}`);
        stops.push(() => adminQuery(POSTGRES_URL, `drop database if exists ${benchDatabase} with (force)`));
        databases.push({
          name: 'PostgreSQL',
          env: {
            DATABASE_URL: withDatabase(POSTGRES_URL, benchDatabase),
            DEMO_MAIL: '1',
            DATA_DIR: join(dir, 'pg-data'),
          },
        });
      } catch (error) {
        console.log(
          `  PostgreSQL skipped: no server answers at TEST_DATABASE_URL/DATABASE_URL (${(error as Error).message})`,
        );
      }

      for (const [index, database] of databases.entries()) {
        const server = await startServer(database.env, { keepLogs: false });
        stops.push(() => stopServer(server));
        // The answers served from memory do not depend on the database: measured once, on the first.
        type Measured = [string, Target, { goal?: number; p99Budget?: number }];
        const targets: Measured[] = [
          ...(index === 0
            ? ([
                ['health', { url: `${server.url}/api/v1/health`, headers: {} }, {}],
                [
                  'countries list',
                  { url: `${server.url}/api/v1/accounts/countries`, headers: {} },
                  { goal: REFERENCE_GOAL },
                ],
                [
                  'countries list, brotli',
                  {
                    url: `${server.url}/api/v1/accounts/countries`,
                    headers: { 'accept-encoding': 'gzip, deflate, br' },
                  },
                  { goal: REFERENCE_GOAL },
                ],
              ] satisfies Measured[])
            : []),
          [
            `accounts list, ${database.name}`,
            await accountsTarget(server),
            database.name === 'PostgreSQL' ? { p99Budget: ACCOUNTS_P99_BUDGET_MS } : {},
          ],
        ];
        for (const [label, target, { goal, p99Budget }] of targets) {
          const floor = await startFloor(target, dir);
          try {
            const result = await measureBeside(target, floor.target);
            if (result.errors) figure(`${label}: non-200 answers`, result.errors, 'count');
            figure(`${label}: requests/s (floor ${Math.round(result.floorRps)})`, result.rps, 'req/s');
            figure(`${label}: share of the floor${goal ? ` (goal ≥ ${goal * 100})` : ''}`, result.share * 100, '%');
            figure(
              `${label}: p99 (floor ${result.floorP99.toFixed(1)}${p99Budget ? `; budget ${p99Budget}` : ''})`,
              result.p99,
              'ms',
            );
            if (label.startsWith('accounts list')) accountsP99.push([database.name, result.p99]);
          } finally {
            floor.child.kill('SIGTERM');
          }
        }
        await stopServer(server);
      }
      // Issue 18's budget side by side: PostgreSQL's p99 against it, PGlite's beside it.
      for (const [name, p99] of accountsP99) {
        figure(
          `accounts list p99, ${name} (budget ${ACCOUNTS_P99_BUDGET_MS}${name === 'PostgreSQL' ? '' : ' on PostgreSQL'})`,
          p99,
          'ms',
        );
      }
    } finally {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default bench;
