import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { referenceEndpoints } from '../../../src/contract/reference-endpoints';
import type { Deps } from '../../deps';
import { acceptedCoding, compress, COMPRESS_MIN_BYTES, type Coding } from '../../http/compress';
import { checkResponse } from '../../http/route';
import { parseInput } from '../../http/validate';
import {
  referenceLists,
  type LoadList,
  type ReferenceListName,
  type ReferenceListQuery,
} from '../../services/reference/reference-lists';

/**
 * A list as it is sent: its JSON and, from 1 KB, its brotli and gzip forms, each with its ETag. The JSON's tag is
 * the SHA-1 hex of its bytes (the tag Hono's etag() makes, so tags clients hold stay valid); a compressed form's
 * tag adds its coding, since its bytes differ.
 */
interface Prepared {
  body: string;
  etag: string;
  encoded: Record<Coding, { bytes: Uint8Array<ArrayBuffer>; etag: string }> | null;
}

const sha1 = (body: string) => createHash('sha1').update(body).digest('hex');
const EMPTY: Prepared = { body: '[]', etag: `"${sha1('[]')}"`, encoded: null };

const prepare = async (body: string): Promise<Prepared> => {
  const hash = sha1(body);
  const encode = async (coding: Coding) => ({
    bytes: new Uint8Array(await compress(body, coding, 'once')),
    etag: `"${hash}-${coding}"`,
  });
  const encoded =
    Buffer.byteLength(body) >= COMPRESS_MIN_BYTES ? { br: await encode('br'), gzip: await encode('gzip') } : null;
  return { body, etag: `"${hash}"`, encoded };
};

/** If-None-Match as Hono's etag() read it: `*`, or any of the quoted tags listed. Any form of the same list matches. */
const matches = (ifNoneMatch: string | undefined, list: Prepared) => {
  if (ifNoneMatch === '*') return true;
  const tags: string[] = ifNoneMatch?.match(/"[^"]*"/g) ?? [];
  return (
    tags.includes(list.etag) ||
    (list.encoded !== null && (tags.includes(list.encoded.br.etag) || tags.includes(list.encoded.gzip.etag)))
  );
};

/**
 * Serves a reference list from memory. The lists change only with a seed, which runs at boot, so each one (each
 * country's states, each state's cities...) is read, sorted, serialized and hashed on its first request and kept
 * for the life of the process. An empty answer (an unknown country or state) is not kept, so any number of
 * unknown keys keeps nothing. The answer: the JSON (brotli or gzip as Accept-Encoding allows, compressed once)
 * with its ETag and `Cache-Control: public, max-age=300` (anyone may keep it five minutes, then revalidate
 * cheaply), a 304 for a matching If-None-Match, and for a bad query the 400 that register() gives.
 */
function serveList<K extends ReferenceListName>(app: Hono, deps: Deps, name: K) {
  const endpoint = referenceEndpoints[name];
  const kept = new Map<string, Promise<Prepared>>();
  const build = async (query: ReferenceListQuery<K>) => {
    const load: LoadList<K> = referenceLists[name];
    const rows = await load(deps.db, query);
    checkResponse(deps, name, rows);
    return rows.length === 0 ? EMPTY : await prepare(JSON.stringify(rows));
  };
  const preparedFor = (query: ReferenceListQuery<K>) => {
    const key = JSON.stringify(query ?? null);
    let prepared = kept.get(key);
    if (!prepared) {
      prepared = build(query);
      kept.set(key, prepared);
      prepared.then(
        (list) => list === EMPTY && kept.delete(key),
        () => kept.delete(key),
      );
    }
    return prepared;
  };

  app.get(endpoint.path, async (c) => {
    const query = (
      'query' in endpoint ? parseInput(endpoint.query, c.req.query(), 'query') : undefined
    ) as ReferenceListQuery<K>;
    const list = await preparedFor(query);
    const coding = list.encoded ? acceptedCoding(c.req.header('accept-encoding')) : null;
    const sent = coding && list.encoded ? list.encoded[coding] : undefined;
    c.header('Cache-Control', 'public, max-age=300');
    c.header('ETag', sent?.etag ?? list.etag);
    if (list.encoded) c.header('Vary', 'Accept-Encoding');
    if (matches(c.req.header('if-none-match'), list)) return c.body(null, 304);
    if (!sent) return c.body(list.body, 200, { 'Content-Type': 'application/json' });
    return c.body(sent.bytes, 200, { 'Content-Type': 'application/json', 'Content-Encoding': coding as Coding });
  });
}

/** The reference lists of product §3: public, read-only, filled by the seeds. */
export function referenceRoutes(app: Hono, deps: Deps) {
  for (const name of Object.keys(referenceLists) as ReferenceListName[]) serveList(app, deps, name);
}
