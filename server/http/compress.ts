import type { Context } from 'hono';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Compressed JSON answers (brotli or gzip, as the client's Accept-Encoding allows). Only the JSON text the API
 * builds itself goes through here (register() and the reference lists): document downloads are already compressed
 * formats and streaming uploads never buffer, so neither is touched.
 */

/** Smaller answers are sent as they are: the saving does not pay for the work and the headers. */
export const COMPRESS_MIN_BYTES = 1024;

export type Coding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compressed off the event loop (zlib's thread pool): a large answer never blocks the other requests. */
export function compress(text: string | Buffer, coding: Coding, effort: 'once' | 'per request'): Promise<Buffer> {
  if (coding === 'gzip') return gzipAsync(text, { level: effort === 'once' ? 9 : 6 });
  return brotli(text, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      // Quality 11 costs milliseconds per list, paid once; 4 beats gzip's size at about its speed.
      [constants.BROTLI_PARAM_QUALITY]: effort === 'once' ? 11 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });
}

/** The coding to answer with: brotli, else gzip, else none; a coding refused with q=0 (or `*;q=0`) is never chosen. */
export function acceptedCoding(acceptEncoding: string | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name, ...params] = entry.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const weight = (coding: Coding) =>
    weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** A JSON answer: compressed when it is large enough and the client accepts a coding; `Vary` whenever it could be. */
export async function sendJson(c: Context, text: string, status: number) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (text.length < COMPRESS_MIN_BYTES && Buffer.byteLength(text) < COMPRESS_MIN_BYTES)
    return c.body(text, status as 200, headers);
  headers.Vary = 'Accept-Encoding';
  const coding = acceptedCoding(c.req.header('accept-encoding'));
  if (!coding) return c.body(text, status as 200, headers);
  headers['Content-Encoding'] = coding;
  return c.body(new Uint8Array(await compress(text, coding, 'per request')), status as 200, headers);
}
