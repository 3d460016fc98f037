import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: Record<string, string>;
  body: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> & { sequence: number } };
}

/** A webhook receiver on 127.0.0.1: keeps what it accepts (2xx), answers `status` (200 unless the test changes it). */
export async function webhookReceiver() {
  const state = { status: 200, accepted: [] as Received[], refused: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (state.status >= 200 && state.status < 300)
        state.accepted.push({
          headers: request.headers as Record<string, string>,
          body,
          payload: JSON.parse(body) as Received['payload'],
        });
      else state.refused++;
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Waits until `check` holds (polling), or throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = 'the condition') {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
