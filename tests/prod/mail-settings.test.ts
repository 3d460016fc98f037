import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testPostgresUrl } from '../helpers/pg';
import { startServer, stopServer, type ServerProcess } from './servers';

const postgres = testPostgresUrl();

describe('mail settings of a deployment (DATABASE_URL)', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('refuses to start without SMTP_URL, before touching the database, and says what to set', async () => {
    // Nothing listens on port 1: the refusal must come before any connection is tried.
    const refused = startServer({ DATABASE_URL: 'postgresql://payway@127.0.0.1:1/payway' });
    await expect(refused).rejects.toThrow(/server exited \(1\) before listening/);
    await expect(refused).rejects.toThrow('SMTP_URL is required with DATABASE_URL');
    await expect(refused).rejects.toThrow('DEMO_MAIL=1');
    await expect(refused).rejects.not.toThrow(/ECONNREFUSED/);
  });

  it.skipIf(!postgres)(
    'runs demo mail when DEMO_MAIL=1 asks for it: codes in responses, a warning at start',
    async () => {
      const database = await createTestDatabase(postgres!);
      cleanup.push(() => database.drop());
      const server: ServerProcess = await startServer({ DATABASE_URL: database.url, DEMO_MAIL: '1' });
      cleanup.push(() => stopServer(server));
      expect(server.logs.some((line) => String(line.msg).startsWith('Demo-mail mode'))).toBe(true);
      const email = 'demo.deployment@example.com';
      const registered = await server.request('/auth/register', {
        method: 'POST',
        json: {
          emailAddress: email,
          password: 'correct horse battery',
          mobileNumber01: '8031234567',
          countryCode: '+234',
        },
      });
      expect(registered.status).toBe(200);
      const sent = (await (await server.request(`/auth/token/send/${email}`)).json()) as { message: string };
      expect(sent.message).toMatch(/^\d{6}$/);
    },
  );
});
