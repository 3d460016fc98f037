import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../server/http/request-log';
import { createLogger } from '../../server/log';

/** Error level means a person must act (issue 48): a 503 (an outage, a drain) is not logged at error; a 500 is. */
describe('the request log', () => {
  it('logs a 503 below error, and a 500 at error', async () => {
    const lines: Array<{ level: number; status?: number }> = [];
    const app = new Hono();
    app.use('*', requestLog(createLogger('debug', { write: (line: string) => lines.push(JSON.parse(line)) }), 0));
    app.get('/busy', (c) => c.json({ errorMessage: 'The server is busy. Please try again in a moment.' }, 503));
    app.get('/broken', (c) => c.json({ errorMessage: 'An error occured.' }, 500));
    await app.request('/busy');
    await app.request('/broken');
    expect(lines.find((line) => line.status === 503)?.level).toBeLessThan(50);
    expect(lines.find((line) => line.status === 500)?.level).toBe(50);
  });
});
