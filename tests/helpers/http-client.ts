import http, { type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';

/*
 * A plain node:http client for transport tests: one keep-alive agent, bodies sent with a Content-Length or chunked,
 * and every socket error or hang reported as such (fetch would hide which connection a request used).
 */

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent with a Content-Length unless `chunks` is given. */
  body?: string | Buffer;
  /** Sent chunked (no Content-Length), one write each. */
  chunks?: Array<string | Buffer>;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The connection had served an earlier request of this agent. */
  reusedSocket: boolean;
  socket: Socket;
}

export class Hang extends Error {}

/** Socket errors that came after their request had its answer (a reset while the body was still being sent). */
export const lateSocketErrors: Error[] = [];

export function keepAliveAgent(maxSockets = 1) {
  return new http.Agent({ keepAlive: true, maxSockets });
}

/** One request; rejects with the socket's error, or with Hang when no full answer came within `timeoutMs`. */
export function send(
  baseUrl: string,
  agent: http.Agent,
  request: RawRequest,
  timeoutMs = 15_000,
): Promise<RawResponse> {
  const url = new URL(request.path, baseUrl);
  let settled = false;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method: request.method ?? 'GET',
        headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          clearTimeout(timer);
          settled = true;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            reusedSocket: req.reusedSocket,
            socket: req.socket!,
          });
        });
        res.on('error', reject);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Hang(`${request.method ?? 'GET'} ${request.path}: no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      if (settled) lateSocketErrors.push(error);
      reject(error);
    });
    if (request.chunks) {
      for (const chunk of request.chunks) req.write(chunk);
      req.end();
    } else req.end(request.body);
  });
}

/** A bare connection to the server, for requests written byte by byte. */
export async function openSocket(baseUrl: string): Promise<Socket> {
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}
