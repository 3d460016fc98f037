import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { enqueueMail } from '../../server/mail/mail-job';
import { createTestApp } from '../helpers/app';

/**
 * Operator commands take no job (issue 48): `npm run webhooks -- list`, run while a job waited, took it and ran it
 * from the operator's shell, with the operator's environment. A job belongs to the servers.
 */
const run = promisify(execFile);
const dataDirs: string[] = [];
afterAll(() => Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('operator commands', () => {
  it('npm run webhooks -- list leaves a waiting job waiting', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'payway-operator-'));
    dataDirs.push(dataDir);
    const app = await createTestApp({ dataDir });
    await app.deps.jobs.stop();
    const jobId = await enqueueMail(app.deps.jobs, app.deps.mailJob, app.deps.db, {
      to: 'waiting@example.com',
      subject: 'Waits for a server',
      text: 'waits',
      html: '<p>waits</p>',
    });
    await app.close();

    await run(process.execPath, ['--import', 'tsx', 'scripts/webhooks.ts', 'list'], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS_POLL_SECONDS: '0.5' },
      timeout: 110_000,
    });

    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await sql<{ state: string }>`select state from pgboss.job where id = ${jobId}`.execute(
        database.db,
      );
      expect(rows).toEqual([{ state: 'created' }]);
    } finally {
      await database.close();
    }
    const outbox = join(dataDir, 'outbox');
    expect(existsSync(outbox) ? await readdir(outbox) : []).toEqual([]);
  });
});
