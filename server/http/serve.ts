import { createAdaptorServer, type HttpBindings } from '@hono/node-server';
import type { IncomingMessage, Server } from 'node:http';
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
  const writesAnswer = socket.writable && !(socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (error.code === 'ECONNRESET' || !writesAnswer) return void socket.destroy();
  const [status, text] = clientErrorAnswer(error.code);
  const body = JSON.stringify({ errorMessage: text });
  socket.write(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\n\r\n${body}`,
  );
  lingerOnClose(socket);
  socket.destroySoon();
}
/** Node's parser reports an error again for every further piece a broken request sends: it is answered once. */
const answeredSockets = new WeakSet<Socket>();

/** Creates the server (not yet listening). The app's own clean-up of unread bodies is replaced by the one above. */
export function createServer(fetch: Fetch): Server {
  const server = createAdaptorServer({
    // Plain HTTP/1.1 (createServer of node:http): the bindings are always HttpBindings.
    fetch: async (request, bindings) => settleRequestBody((bindings as HttpBindings).incoming, await fetch(request, bindings as HttpBindings)),
    autoCleanupIncoming: false,
  }) as Server;
  server.on('clientError', answerClientError);
  return server;
}
