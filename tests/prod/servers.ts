import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** One server process (`server/main.ts`), as deployed: its own port, its JSON log lines kept for the test to read. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  logs: Array<Record<string, unknown>>;
  /** Raw stdout and stderr, for finding leaked secrets. */
  output: () => string;
  request: (
    path: string,
    init?: RequestInit & { json?: unknown; token?: string; idempotencyKey?: string },
  ) => Promise<Response>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

export const sharedDocumentKey = randomBytes(32).toString('base64');

/**
 * Starts `node server/main.ts` with this environment and waits until it listens. `keepLogs: false` stops reading its
 * logs once it listens (benches); `preload` names modules node imports before the server (test-only behaviour).
 */
export async function startServer(
  env: Record<string, string>,
  { keepLogs = true, preload = [] as string[] } = {},
): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'payway-prod-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...preload.flatMap((module) => ['--import', module]), 'server/main.ts'],
    {
      env: {
        PATH: process.env.PATH ?? '',
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_DIR: '.tmp/no-static',
        LOG_LEVEL: 'info',
        DOCUMENT_KEY: sharedDocumentKey,
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const logs: Array<Record<string, unknown>> = [];
  let raw = '';
  let pending = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (!keepLogs && logs.some((entry) => entry.port)) return;
      raw += chunk.toString();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (typeof entry.port === 'number' && String(entry.msg).includes('listening')) resolve(entry.port);
        } catch {
          // not a log line
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${raw}`)));
  });
  const port = await listening;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    logs,
    output: () => raw,
    exited,
    request: (path, init = {}) => {
      const headers = new Headers(init.headers);
      if (init.json !== undefined) headers.set('content-type', 'application/json');
      if (init.token) headers.set('authorization', `Bearer ${init.token}`);
      if (init.idempotencyKey) headers.set('idempotency-key', init.idempotencyKey);
      return fetch(`${url}/api/v1${path}`, {
        ...init,
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      });
    },
  };
}

/** Stops a server gracefully (SIGTERM) and returns its exit code. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
