import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { HttpError } from './errors';

/**
 * Reading request bodies with a size limit. On a real connection the body is read from Node's request stream
 * itself, so that reading can stop at the limit without tearing the connection down: the server (serve.ts) then
 * drains the rest or closes the connection gracefully. In-process requests (API tests) read the Request's stream.
 */

/** The client went away before its request arrived whole: logged as an abort, never as a server error. */
export class ClientAborted extends Error {
  constructor() {
    super('The client closed the connection before its request arrived whole.');
  }
}

const tooLarge = (limit: number) => HttpError.of(413, 'requestTooLarge', { limit: Math.round(limit / 1024) });

function nodeIncoming(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof Readable ? (incoming as IncomingMessage) : undefined;
}

/** Whether the client closed the connection before its request's body arrived whole (a cut upload). */
export function clientClosed(c: Context): boolean {
  const incoming = nodeIncoming(c);
  if (!incoming) return c.req.raw.signal.aborted;
  return incoming.errored !== null || (incoming.destroyed && !incoming.complete);
}

/** Whether the request carries a body (judged from its headers on a real connection, without touching the body). */
export function hasBody(c: Context): boolean {
  if (!nodeIncoming(c)) return c.req.raw.body !== null;
  const length = c.req.header('content-length');
  return length !== undefined ? length.trim() !== '0' : c.req.header('transfer-encoding') !== undefined;
}

/** `application/json`, with or without parameters (charset). */
export const isJson = (c: Context) => /^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '');

function readIncoming(incoming: IncomingMessage, limit: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error?: Error) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (error) reject(error);
      else resolve(chunks);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      incoming.pause();
      finish(tooLarge(limit));
    };
    const onEnd = () => finish();
    const onError = () => finish(new ClientAborted());
    const onClose = () => finish(incoming.complete ? undefined : new ClientAborted());
    if (incoming.readableEnded) return resolve(chunks);
    if (incoming.destroyed) return reject(new ClientAborted());
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

async function readStream(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer[]> {
  if (!body) return [];
  const reader = body.getReader();
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(Buffer.from(value));
  }
}

/** The body as text; 413 once it passes `limit` bytes (at once when Content-Length says so, before reading). */
export async function readBody(c: Context, limit: number): Promise<string> {
  const declared = Number(c.req.header('content-length'));
  if (declared > limit) throw tooLarge(limit);
  const incoming = nodeIncoming(c);
  const chunks = incoming ? await readIncoming(incoming, limit) : await readStream(c.req.raw.body, limit);
  return Buffer.concat(chunks).toString('utf8');
}
