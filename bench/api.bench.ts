/**
 * API throughput at 50 connections: the reference list (GET /accounts/countries, public) and the accounts list
 * (GET /accounts/allAccountsByProfile, signed in, 6 accounts), each on PGlite and on PostgreSQL, beside the Node
 * floor: a bare node:http server answering the same bytes with the same headers. The servers run as deployed
 * (`server/main.ts` in its own process, info logs on); the load comes from this process over keep-alive sockets.
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
const WARMUP_MS = 1_500;
const MEASURE_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000;
const POSTGRES_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';

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
  return { rps: (latencies.length / elapsed) * 1000, p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN, errors };
}

async function measure(target: Target) {
  await load(target, WARMUP_MS);
  return load(target, MEASURE_MS);
}

/** A bare node:http server answering what `target` answers, byte for byte. */
async function startFloor(target: Target, dir: string): Promise<{ target: Target; child: ChildProcess }> {
  const response = await fetch(target.url, { headers: target.headers });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id'].includes(name)) headers[name] = value;
  });
  const file = join(dir, `floor-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ headers, body: Buffer.from(await response.arrayBuffer()).toString('base64') }));
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'node-floor.ts'), file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())));
  return { target: { url: `http://127.0.0.1:${port}/`, headers: {} }, child };
}

/** A user with six accounts, through the API (demo mail returns the code). */
async function accountsTarget(server: ServerProcess): Promise<Target> {
  const email = `bench.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  await server.request('/auth/register', { method: 'POST', json: { emailAddress: email, password, mobileNumber01: '8031234567', countryCode: '+234' } });
  const { message: code } = (await (await server.request(`/auth/token/send/${email}`)).json()) as { message: string };
  const { token } = (await (await server.request('/auth/token/validate', { method: 'POST', json: { email, token: code } })).json()) as { token: string };
  for (const accountType of [1, 1, 1, 2, 2, 2]) {
    const created = await server.request('/accounts/saveCustomerAccount', { method: 'POST', token, json: { accountEmailAddress: email, accountType, accountId: '' } });
    if (created.status !== 200) throw new Error(`could not create an account: ${await created.text()}`);
  }
  return { url: `${server.url}/api/v1/accounts/allAccountsByProfile?profile_id=${encodeURIComponent(email)}`, headers: { authorization: `Bearer ${token}` } };
}

const bench: Bench = {
  name: `API at ${CONNECTIONS} connections (requests/s, p99) beside the Node floor`,
  async run(report) {
    const dir = mkdtempSync(join(tmpdir(), 'payway-bench-'));
    const stops: Array<() => Promise<unknown>> = [];
    const figure = (label: string, value: number, unit: Figure['unit']) => report({ label, value, unit });
    try {
      const databases: Array<{ name: string; env: Record<string, string> }> = [{ name: 'PGlite', env: { DATA_DIR: join(dir, 'data') } }];
      const benchDatabase = `payway_bench_${process.pid}`;
      try {
        await adminQuery(POSTGRES_URL, `create database ${benchDatabase}`);
        stops.push(() => adminQuery(POSTGRES_URL, `drop database if exists ${benchDatabase} with (force)`));
        databases.push({ name: 'PostgreSQL', env: { DATABASE_URL: withDatabase(POSTGRES_URL, benchDatabase), DEMO_MAIL: '1', DATA_DIR: join(dir, 'pg-data') } });
      } catch (error) {
        console.log(`  PostgreSQL skipped: no server answers at TEST_DATABASE_URL/DATABASE_URL (${(error as Error).message})`);
      }

      const floors = new Map<string, Result>();
      for (const database of databases) {
        const server = await startServer(database.env, { keepLogs: false });
        stops.push(() => stopServer(server));
        const targets: Array<[string, Target]> = [
          ['reference list', { url: `${server.url}/api/v1/accounts/countries`, headers: {} }],
          ['accounts list', await accountsTarget(server)],
        ];
        for (const [endpoint, target] of targets) {
          if (!floors.has(endpoint)) {
            const floor = await startFloor(target, dir);
            const result = await measure(floor.target);
            floor.child.kill('SIGTERM');
            floors.set(endpoint, result);
            figure(`${endpoint}, Node floor: requests/s`, result.rps, 'req/s');
            figure(`${endpoint}, Node floor: p99`, result.p99, 'ms');
          }
          const result = await measure(target);
          if (result.errors) figure(`${endpoint}, ${database.name}: non-200 answers`, result.errors, 'count');
          figure(`${endpoint}, ${database.name}: requests/s`, result.rps, 'req/s');
          figure(`${endpoint}, ${database.name}: p99`, result.p99, 'ms');
          figure(`${endpoint}, ${database.name}: share of the Node floor`, (result.rps / floors.get(endpoint)!.rps) * 100, '%');
        }
        await stopServer(server);
      }
    } finally {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default bench;
