/**
 * A PostgreSQL cluster of the test's own, in a temporary folder, for tests that stop or restart the database (the
 * machine's server is never touched). Needs PostgreSQL's binaries and root (the cluster runs as the postgres user).
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
const USER = 'postgres';

/** Why this machine cannot run such a test, or undefined when it can. */
export function ownPostgresMissing(): string | undefined {
  if (!existsSync(join(BIN, 'initdb'))) return `no PostgreSQL binaries in ${BIN} (set POSTGRES_BIN)`;
  if (process.getuid?.() !== 0) return 'not root: the cluster runs as the postgres user';
  return undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const asPostgres = (command: string, args: string[]) =>
  run('runuser', ['-u', USER, '--', join(BIN, command), ...args], { timeout: 60_000 });

export interface OwnPostgres {
  url: string;
  /** Stops the server at once, ending every session (`pg_ctl stop -m fast`). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops, removes the folder. */
  destroy: () => Promise<void>;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'payway-pg-'));
  const { uid, gid } = await run('id', ['-u', USER]).then(async ({ stdout }) => ({
    uid: Number(stdout),
    gid: Number((await run('id', ['-g', USER])).stdout),
  }));
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  await asPostgres('initdb', [
    '-D',
    data,
    '-U',
    USER,
    '-A',
    'trust',
    '--no-sync',
    '--no-instructions',
    '-E',
    'UTF8',
    '--locale',
    'C',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']).then(() => undefined);
  const stop = () => asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).then(() => undefined);
  await start();
  return {
    url: `postgresql://${USER}@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
