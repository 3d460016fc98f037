import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from './servers';

/** A server process keeps serving through faults that are not a request's own. */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' }, { preload: ['./tests/prod/preload/reject-on-signal.mjs'] });
});
afterAll(async () => {
  if (server) await stopServer(server);
});

describe('unhandled rejections', () => {
  it('logs a promise rejection nobody handled and keeps serving over HTTP', async () => {
    server.child.kill('SIGUSR2');
    await expect
      .poll(() => server.logs.find((line) => line.msg === 'unhandled rejection'))
      .toMatchObject({ level: 50, err: { message: 'a promise nobody awaited' } });
    const health = await server.request('/health');
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
