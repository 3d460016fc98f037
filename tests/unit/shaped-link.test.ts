import { afterEach, describe, expect, it } from 'vitest';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startShapedLink, type ShapedLink } from '../helpers/shaped-link';

/*
 * The shaped link over real loopback sockets: what it carries it counts, it paces each direction at its own rate
 * (checked within a wide band: a behaviour check, not a speed figure), and a cut drops open connections and refuses
 * new ones until it ends.
 */

const cleanups: Array<() => Promise<unknown> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server answering each connection with `reply(bytesReceived)` once the client ends its half. */
async function target(reply: (received: number) => Buffer): Promise<number> {
  const server: Server = createServer((socket) => {
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.on('end', () => socket.end(reply(received)));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return (server.address() as AddressInfo).port;
}

async function link(options: Omit<Parameters<typeof startShapedLink>[0], 'lifetimeMs'>): Promise<ShapedLink> {
  const shaped = await startShapedLink({ ...options, lifetimeMs: 30_000 });
  cleanups.push(() => shaped.stop());
  return shaped;
}

/** Sends `bytes` through the link, ends, and resolves with what came back and when the last of it arrived. */
function exchange(
  shaped: ShapedLink,
  bytes: number,
): Promise<{ received: number; ms: number; closedBy: 'end' | 'error' }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket: Socket = connect({ host: '127.0.0.1', port: shaped.port });
    let received = 0;
    let done = false;
    const finish = (closedBy: 'end' | 'error') => {
      if (done) return;
      done = true;
      resolve({ received, ms: performance.now() - started, closedBy });
    };
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.on('end', () => finish('end'));
    socket.on('error', () => finish('error'));
    socket.on('close', () => finish('error'));
    socket.end(Buffer.alloc(bytes, 7));
  });
}

describe('shaped link', () => {
  it('carries the bytes both ways and counts them', async () => {
    const port = await target((received) => Buffer.alloc(received * 2, 1));
    const shaped = await link({ target: { port }, upBytesPerSecond: 10_000_000, downBytesPerSecond: 10_000_000 });
    const first = await exchange(shaped, 100_000);
    const second = await exchange(shaped, 30_000);
    expect([first.received, second.received]).toEqual([200_000, 60_000]);
    expect(shaped.bytesUp).toBe(130_000);
    expect(shaped.bytesDown).toBe(260_000);
  });

  it('paces each direction at its own rate', async () => {
    const port = await target(() => Buffer.alloc(64_000, 1));
    // 64 KB up at 64 KB/s, then 64 KB down at 32 KB/s: about 1 s + 2 s.
    const shaped = await link({ target: { port }, upBytesPerSecond: 64_000, downBytesPerSecond: 32_000 });
    const slowDown = await exchange(shaped, 64_000);
    expect(slowDown.received).toBe(64_000);
    // The whole exchange took about 3 s; far from the 0.01 s an unshaped loopback needs, and not many times 3 s (a
    // loaded machine adds to it: the band's top is wide).
    expect(slowDown.ms).toBeGreaterThan(3000 * 0.6);
    expect(slowDown.ms).toBeLessThan(3000 * 3);

    const fast = await link({ target: { port }, upBytesPerSecond: 32_000, downBytesPerSecond: 640_000 });
    const fastDown = await exchange(fast, 32_000);
    // 1 s up, 0.1 s down: well under the first exchange's 3 s, whatever the machine's load adds to both.
    expect(fastDown.ms).toBeGreaterThan(1100 * 0.6);
    expect(fastDown.ms).toBeLessThan(Math.min(1100 * 3, slowDown.ms * 0.7));
  });

  it('drops open connections at a cut, refuses new ones during it, and carries them again after', async () => {
    let accepted = 0;
    const server = createServer((socket) => {
      accepted += 1;
      socket.resume();
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    const shaped = await link({
      target: { port: (server.address() as AddressInfo).port },
      upBytesPerSecond: 1_000_000,
      downBytesPerSecond: 1_000_000,
      cut: { everyMs: 1500, forMs: 500 },
    });

    // A connection that stays open (the server never answers) until the first cut drops it.
    const open = connect({ host: '127.0.0.1', port: shaped.port });
    const dropped = new Promise<string>((resolve) => {
      open.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      open.on('close', () => resolve('closed'));
    });
    open.write('hello');
    expect(await dropped).toBe('ECONNRESET');
    expect(shaped.cuts).toBe(1);
    expect(shaped.droppedConnections).toBe(1);
    expect(shaped.cutting).toBe(true);
    const acceptedBeforeRefusal = accepted;

    // During the cut a new connection is closed at once and never reaches the server.
    const refused = connect({ host: '127.0.0.1', port: shaped.port });
    const refusal = await new Promise<string>((resolve) => {
      refused.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      refused.on('close', () => resolve('closed'));
    });
    expect(['ECONNRESET', 'closed']).toContain(refusal);
    expect(accepted).toBe(acceptedBeforeRefusal);

    // After the cut the link carries again.
    await expect.poll(() => shaped.cutting, { timeout: 2000, interval: 20 }).toBe(false);
    const again = connect({ host: '127.0.0.1', port: shaped.port });
    again.on('error', () => undefined);
    cleanups.push(() => void again.destroy());
    await expect.poll(() => accepted, { timeout: 2000, interval: 20 }).toBe(acceptedBeforeRefusal + 1);
  });

  it('stops by itself at the end of its lifetime', async () => {
    const port = await target(() => Buffer.alloc(1));
    const shaped = await startShapedLink({
      target: { port },
      upBytesPerSecond: 1000,
      downBytesPerSecond: 1000,
      lifetimeMs: 200,
    });
    cleanups.push(() => shaped.stop());
    await new Promise((resolve) => setTimeout(resolve, 400));
    const refused = await new Promise<string>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: shaped.port });
      socket.on('connect', () => resolve('connected'));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });
});
