import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A phone's mobile link on loopback, for the upload tests and benches: a TCP proxy in front of a server that limits
 * the bandwidth each way (one token bucket per direction, shared by every connection, as one radio link is) and
 * drops every connection every `cut.everyMs` for `cut.forMs`, refusing new ones meanwhile (a phone between cells), or
 * once when asked (`cut(forMs)`).
 * It counts the bytes it carried each way. It stops by itself after `lifetimeMs`, so a failed test never leaves it.
 */
export interface ShapedLinkOptions {
  /** The server behind the link, on loopback. */
  target: { host?: string; port: number };
  upBytesPerSecond: number;
  downBytesPerSecond: number;
  cut?: { everyMs: number; forMs: number };
  lifetimeMs: number;
}

export interface ShapedLink {
  port: number;
  /** http://127.0.0.1:<port>: the origin a browser opens to go through the link. */
  origin: string;
  /** Bytes carried towards the server, and back towards the client. */
  readonly bytesUp: number;
  readonly bytesDown: number;
  /** How many cuts have begun, and how many open connections they dropped. */
  readonly cuts: number;
  readonly droppedConnections: number;
  readonly cutting: boolean;
  /** Cuts now, for `forMs` (a cut at a chosen moment, e.g. in the middle of an upload). */
  cut: (forMs: number) => void;
  stop: () => Promise<void>;
}

/** Pieces small enough that the buckets pace smoothly, as a radio link's frames do. */
const PIECE_BYTES = 4096;
/** A bucket holds at most this long's worth of tokens: a short burst after a pause, never a second's worth. */
const BURST_SECONDS = 0.05;

/** A token bucket: `take(n)` resolves when n bytes may pass. Callers queue in order of their calls. */
export function tokenBucket(bytesPerSecond: number) {
  // The time at which the bytes granted so far will have drained at the set rate (GCRA's theoretical arrival time);
  // a request may run BURST_SECONDS ahead of it.
  let drainedAt = 0;
  return {
    take(bytes: number): Promise<void> {
      const now = performance.now();
      drainedAt = Math.max(drainedAt, now) + (bytes / bytesPerSecond) * 1000;
      const wait = drainedAt - now - BURST_SECONDS * 1000;
      return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
    },
  };
}

export async function startShapedLink(options: ShapedLinkOptions): Promise<ShapedLink> {
  const up = tokenBucket(options.upBytesPerSecond);
  const down = tokenBucket(options.downBytesPerSecond);
  /** Each open client connection and its connection to the server. */
  const open = new Map<Socket, Socket>();
  let bytesUp = 0;
  let bytesDown = 0;
  let cuts = 0;
  let droppedConnections = 0;
  let cutting = false;
  let stopped = false;

  /** Copies `from` to `to` through the bucket, one piece at a time; `from` is paused while a piece waits. */
  const pipeShaped = (
    from: Socket,
    to: Socket,
    bucket: ReturnType<typeof tokenBucket>,
    count: (bytes: number) => void,
  ) => {
    let queue = Promise.resolve();
    from.on('data', (chunk: Buffer) => {
      from.pause();
      queue = queue.then(async () => {
        for (let at = 0; at < chunk.length; at += PIECE_BYTES) {
          const piece = chunk.subarray(at, at + PIECE_BYTES);
          await bucket.take(piece.length);
          if (to.destroyed) return;
          to.write(piece);
          count(piece.length);
        }
        if (!from.destroyed) from.resume();
      });
    });
    from.on('end', () => void queue.then(() => to.end()));
  };

  const server: Server = createServer({ pauseOnConnect: true, allowHalfOpen: true }, (client) => {
    if (cutting || stopped) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect({
      host: options.target.host ?? '127.0.0.1',
      port: options.target.port,
      allowHalfOpen: true,
    });
    open.set(client, upstream);
    // A socket that fails takes its partner down; one that closes cleanly lets its partner finish sending.
    const fail = () => {
      open.delete(client);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', fail).on('close', () => open.delete(client));
    upstream.on('error', fail);
    upstream.once('connect', () => client.resume());
    pipeShaped(client, upstream, up, (bytes) => (bytesUp += bytes));
    pipeShaped(upstream, client, down, (bytes) => (bytesDown += bytes));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  /** Drops every open connection at once, with a reset towards the client as a lost radio link looks. */
  const dropAll = () => {
    for (const [client, upstream] of open) {
      droppedConnections += 1;
      client.resetAndDestroy();
      upstream.destroy();
    }
    open.clear();
  };
  const timers: NodeJS.Timeout[] = [];
  const cut = (forMs: number) => {
    if (stopped) return;
    cuts += 1;
    cutting = true;
    dropAll();
    timers.push(setTimeout(() => (cutting = false), forMs));
  };
  if (options.cut) {
    const { everyMs, forMs } = options.cut;
    timers.push(setInterval(() => cut(forMs), everyMs));
  }

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    dropAll();
    await new Promise((resolve) => server.close(resolve));
  };
  const lifetime = setTimeout(() => void stop(), options.lifetimeMs);
  lifetime.unref();
  timers.push(lifetime);

  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    get bytesUp() {
      return bytesUp;
    },
    get bytesDown() {
      return bytesDown;
    },
    get cuts() {
      return cuts;
    },
    get droppedConnections() {
      return droppedConnections;
    },
    get cutting() {
      return cutting;
    },
    cut,
    stop,
  };
}
