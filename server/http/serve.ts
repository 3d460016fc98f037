import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The HTTP server around the app. An answer may go out before its request's body was read (401, 413, 415, 429,
 * 404): the connection must then still be usable, or the client's next request on it fails with a socket error.
 * So before such an answer leaves, the rest of the body is read and thrown away when little of it is left
 * (the connection stays open); otherwise the answer says `Connection: close` and the server closes gracefully:
 * it stops writing but keeps reading (and discarding) what the client still sends, for a bounded time, so the
 * client finishes its upload and reads the answer instead of being reset mid-write (a "lingering close").
 */

/** Bodies with at most this much left are read to the end (and discarded) so the connection can stay open. */
export const DRAIN_MAX_BYTES = 256 * 1024;
/** ... provided the rest arrives within this time. */
const DRAIN_MAX_MS = 2_000;
/** After `Connection: close`, how long the client may go on sending before the socket is destroyed. */
const LINGER_MS = 10_000;

type Fetch = (request: Request, bindings: HttpBindings) => Response | Promise<Response>;

/** True once the request's whole body (if any) came off the connection: what was not read is simply dropped. */
const bodyDone = (incoming: IncomingMessage) => incoming.complete || incoming.readableEnded;

/** Reads and discards the rest of the body; true when it ended within DRAIN_MAX_BYTES and DRAIN_MAX_MS. */
function drainRest(incoming: IncomingMessage): Promise<boolean> {
  const declared = Number(incoming.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_MAX_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const done = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', onEnd).off('close', onClose);
      // Whatever still comes is discarded while the socket lingers.
      if (!ended) incoming.on('data', () => undefined);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_MAX_BYTES) done(false);
    };
    const onEnd = () => done(true);
    const onClose = () => done(incoming.readableEnded);
    const timer = setTimeout(() => done(false), DRAIN_MAX_MS);
    incoming.on('data', onData).on('end', onEnd).on('close', onClose);
    incoming.resume();
  });
}

/**
 * Replaces the socket's close-after-answer (Node calls destroySoon once a `Connection: close` answer is written)
 * with a lingering close: end our side, read and discard until the client ends its side or LINGER_MS passes.
 */
function lingerOnClose(socket: Socket) {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
  };
}

/** Sends `Connection: close` with this answer (the headers of some responses are immutable: those are copied). */
function withConnectionClose(response: Response) {
  try {
    response.headers.set('Connection', 'close');
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Connection', 'close');
    return copy;
  }
}

/** Makes sure the request's body is off the connection before the answer goes out, or closes the connection. */
async function settleRequestBody(incoming: IncomingMessage, response: Response): Promise<Response> {
  if (bodyDone(incoming) || response.headers.get('Connection') === 'close') {
    if (!bodyDone(incoming)) lingerOnClose(incoming.socket);
    return response;
  }
  if (await drainRest(incoming)) return response;
  lingerOnClose(incoming.socket);
  return withConnectionClose(response);
}

/** What Node's parser and timers report on a connection, as an answer: protocol words, no message id (only a broken or hostile client meets them). */
function clientErrorAnswer(code: string | undefined): [status: number, text: string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'Request Header Fields Too Large'];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'Request Timeout'];
  return [400, 'Bad Request'];
}

/**
 * A request Node could not parse (headers over maxHeaderSize, malformed) or that came too slowly: answered with
 * its status and a JSON errorMessage, then closed lingering. Node's own handling writes the answer and destroys the
 * socket at once, which resets the connection while the client is still sending (it never reads the 431).
 */
function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (answeredSockets.has(socket)) return;
  answeredSockets.add(socket);
  const writesAnswer =
    socket.writable && !(socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (error.code === 'ECONNRESET' || !writesAnswer) return void socket.destroy();
  refuseOnSocket(socket, ...clientErrorAnswer(error.code));
}

/** Writes a JSON refusal straight on the socket (no request object to answer through) and closes it lingering. */
function refuseOnSocket(socket: Socket, status: number, text: string) {
  const body = JSON.stringify({ errorMessage: text });
  socket.write(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n\r\n${body}`,
  );
  lingerOnClose(socket);
  socket.destroySoon();
}

/**
 * CONNECT (a proxy's tunnel) and protocol upgrades (WebSocket, h2c) are nothing this server offers. Without these
 * listeners Node closes a CONNECT's socket with zero bytes and serves an upgrade as a plain request on a connection
 * the client thinks is switching: each gets an answer saying so, then the connection closes.
 */
function refuseTunnels(server: Server) {
  server.on('connect', (_request: IncomingMessage, socket: Socket) =>
    refuseOnSocket(socket, 405, 'Method Not Allowed'),
  );
  server.on('upgrade', (_request: IncomingMessage, socket: Socket) => refuseOnSocket(socket, 400, 'Bad Request'));
}
/** Node's parser reports an error again for every further piece a broken request sends: it is answered once. */
const answeredSockets = new WeakSet<Socket>();

/**
 * The server's own timeouts, so a slow or silent client cannot hold a connection (docs/deploying.md): the request
 * line and headers must arrive whole within `headersTimeoutMs` (else 408); a body must keep coming, at least
 * `bodyMinBytesPerSecond` on average over every `bodyTimeoutMs` (else the connection is cut), which a slow mobile
 * link sending an upload keeps far above, while a body trickled byte by byte is cut within seconds; a kept-alive
 * connection with no request is closed after `keepAliveTimeoutMs`.
 */
export interface ServerTimeouts {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  bodyMinBytesPerSecond: number;
  keepAliveTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 10_000,
  bodyMinBytesPerSecond: 1024,
  keepAliveTimeoutMs: 5_000,
};

/**
 * Cuts the connection of a request whose body comes slower than the minimum rate. Time the server itself is not
 * reading (the socket paused because a handler has not taken what arrived) never counts against the client.
 */
function watchBodyRate(
  incoming: IncomingMessage,
  { bodyTimeoutMs, bodyMinBytesPerSecond }: ServerTimeouts,
  onCut: () => void,
) {
  const length = incoming.headers['content-length'];
  const hasBody = length !== undefined ? length.trim() !== '0' : incoming.headers['transfer-encoding'] !== undefined;
  if (!hasBody || bodyDone(incoming)) return;
  const socket = incoming.socket;
  const minimum = (bodyMinBytesPerSecond * bodyTimeoutMs) / 1000;
  let since = Date.now();
  let readBefore = socket.bytesRead;
  const timer = setInterval(
    () => {
      if (bodyDone(incoming) || socket.destroyed) return stop();
      if (socket.isPaused()) {
        since = Date.now();
        readBefore = socket.bytesRead;
        return;
      }
      if (Date.now() - since < bodyTimeoutMs) return;
      if (socket.bytesRead - readBefore < minimum) {
        stop();
        onCut();
        socket.destroy();
        return;
      }
      since = Date.now();
      readBefore = socket.bytesRead;
    },
    Math.min(1_000, bodyTimeoutMs / 4),
  );
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    incoming.off('end', stop).off('close', stop);
  };
  incoming.on('end', stop).on('close', stop);
}

/** The server: its requests in flight can be waited for (a drain at shutdown). */
export interface AppServer extends Server {
  /** Resolves true once no request is in flight, or false when `withinMs` passes first. */
  idle: (withinMs: number) => Promise<boolean>;
}

/**
 * Creates the server (not yet listening). The app's own clean-up of unread bodies is replaced by the one above.
 * `onSlowBody` hears of each connection cut for a body slower than the minimum rate.
 */
export function createServer(
  fetch: Fetch,
  timeouts: ServerTimeouts = DEFAULT_TIMEOUTS,
  onSlowBody: () => void = () => undefined,
): AppServer {
  const server = createAdaptorServer({
    // Plain HTTP/1.1 (createServer of node:http): the bindings are always HttpBindings.
    fetch: async (request, bindings) =>
      settleRequestBody((bindings as HttpBindings).incoming, await fetch(request, bindings as HttpBindings)),
    autoCleanupIncoming: false,
    serverOptions: {
      headersTimeout: timeouts.headersTimeoutMs,
      // The body has its own rule (watchBodyRate): a fixed total would cut slow uploads that keep coming.
      requestTimeout: 0,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      // Node checks the headers timeout this often (30 s by default, which would let slow headers stay that long).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersTimeoutMs / 2),
    },
  }) as Server;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  server.on('clientError', answerClientError);
  refuseTunnels(server);
  // A request is in flight from its headers until its answer is written (or its connection is gone).
  let inFlight = 0;
  const waiting = new Set<() => void>();
  server.on('request', (incoming: IncomingMessage, response: ServerResponse) => {
    inFlight++;
    response.once('close', () => {
      inFlight--;
      if (inFlight === 0) for (const wake of waiting) wake();
    });
    watchBodyRate(incoming, timeouts, onSlowBody);
  });
  const idle = (withinMs: number) =>
    new Promise<boolean>((resolve) => {
      if (inFlight === 0) return resolve(true);
      const done = (drained: boolean) => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve(drained);
      };
      const wake = () => done(true);
      const timer = setTimeout(() => done(false), withinMs);
      waiting.add(wake);
    });
  return Object.assign(server, { idle });
}
