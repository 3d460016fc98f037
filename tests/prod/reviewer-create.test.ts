import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/** `npm run reviewer:create` links to the server its environment describes (issue 24). */

const run = promisify(execFile);
const dataDir = await mkdtemp(join(tmpdir(), 'payway-reviewer-create-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const createReviewer = (email: string, env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/reviewer-create.ts', email], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    timeout: 110_000,
  });

async function invitationTo(email: string) {
  const outbox = join(dataDir, 'outbox');
  for (const name of await readdir(outbox)) {
    // Quoted-printable: long lines are cut with a trailing '='.
    const text = (await readFile(join(outbox, name), 'utf8')).replace(/=\r?\n/g, '');
    if (text.includes(email)) return text;
  }
  throw new Error(`No invitation to ${email} in ${outbox}`);
}

describe('reviewer:create', () => {
  // Each run starts the embedded database (the first one creates it): one run a test keeps each well inside its limit.
  const attempt = Math.random().toString(36).slice(2, 8);

  it('links the invitation to the port the server is configured with', async () => {
    const { stdout } = await createReviewer(`port.${attempt}@payway.example`, { PORT: '3171' });
    expect(stdout).toContain('Open http://localhost:3171/initial-password-reset');
    expect(await invitationTo(`port.${attempt}@payway.example`)).toContain(
      'http://localhost:3171/initial-password-reset',
    );
  });

  it('links it to PUBLIC_URL when that is set', async () => {
    await createReviewer(`public.${attempt}@payway.example`, {
      PORT: '3171',
      PUBLIC_URL: 'https://review.payway.example',
    });
    const invitation = await invitationTo(`public.${attempt}@payway.example`);
    expect(invitation).toContain('https://review.payway.example/initial-password-reset');
    expect(invitation).not.toContain('localhost');
  });

  it('refuses to run in production mode without PUBLIC_URL, before touching the database or sending anything', async () => {
    const refused = createReviewer('prod.reviewer@payway.example', {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:1',
      DATA_DIR: join(dataDir, 'untouched'),
    });
    await expect(refused).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('PUBLIC_URL is required in production mode'),
    });
    await expect(readdir(join(dataDir, 'untouched'))).rejects.toThrow(/ENOENT/);
  });
});
