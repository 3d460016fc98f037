import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { endpoints, DEFAULT_MAX_BODY, type Endpoint, type EndpointName, type Endpoints } from '../../src/contract';
import type { Db } from '../db';
import type { Deps } from '../deps';
import { sha256 } from '../services/crypto';
import { HttpError, badRequest, forbidden, unauthorized } from './errors';
import { runIdempotent } from './idempotency';
import { resolveSession, type SessionUser } from './session';
import { parseInput } from './validate';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export interface HandlerContext<K extends EndpointName, U extends SessionUser | null> {
  body: Out<Endpoints[K] extends { body: infer B } ? B : undefined>;
  query: Out<Endpoints[K] extends { query: infer Q } ? Q : undefined>;
  params: Out<Endpoints[K] extends { params: infer P } ? P : undefined>;
  user: U;
  /** Inside a mutation this is its transaction: use it, never deps.db, for everything the request changes. */
  db: Db;
  deps: Deps;
  c: Context;
  /** Work to do once the transaction committed (mail). */
  afterCommit: (task: () => Promise<void>) => void;
}

type Handler<K extends EndpointName> = (
  ctx: HandlerContext<K, Endpoints[K]['auth'] extends 'public' ? SessionUser | null : SessionUser>,
) => Promise<v.InferInput<Endpoints[K]['response']>>;

const MAX_KEY_LENGTH = 200;

/** In tests (`checkResponses`), an answer that breaks the endpoint's response schema is a server error. */
export function checkResponse(deps: Deps, name: EndpointName, result: unknown) {
  if (!deps.config.checkResponses) return;
  const checked = v.safeParse(endpoints[name].response, result);
  if (!checked.success) throw new Error(`Response of ${name} breaks the contract: ${v.summarize(checked.issues)}`);
}

/**
 * Registers one contract endpoint: body size limit, JSON parsing, validation of params, query and body,
 * authentication, a transaction for mutations, Idempotency-Key replay, and a check of the response.
 */
export function register<K extends EndpointName>(app: Hono, deps: Deps, name: K, handler: Handler<K>) {
  const endpoint: Endpoint = endpoints[name];
  const honoPath = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  const maxBody = endpoint.maxBody ?? DEFAULT_MAX_BODY;
  const limit = bodyLimit({
    maxSize: maxBody,
    onError: (c) => c.json({ errorMessage: `The request is too large (limit ${Math.round(maxBody / 1024)} KB).` }, 413),
  });

  app.on(endpoint.method, honoPath, limit, async (c) => {
    const raw = endpoint.method === 'GET' ? '' : await c.req.text();
    let json: unknown = undefined;
    if (endpoint.method !== 'GET' && raw.trim() !== '') {
      try {
        json = JSON.parse(raw);
      } catch {
        throw badRequest('The request body is not valid JSON.');
      }
    }
    const params = endpoint.params ? parseInput(endpoint.params, c.req.param(), 'path') : undefined;
    const query = endpoint.query ? parseInput(endpoint.query, c.req.query(), 'query') : undefined;
    const body = endpoint.body ? parseInput(endpoint.body, json, 'body') : undefined;

    const user = await resolveSession(deps, c);
    if (endpoint.auth !== 'public' && !user) throw unauthorized();
    if (endpoint.auth === 'reviewer' && user?.role !== 'reviewer') throw forbidden();
    if (endpoint.auth === 'user' && user?.role === 'reviewer') throw forbidden('Reviewers cannot use customer operations');

    const tasks: Array<() => Promise<void>> = [];
    const run = async (db: Db) => {
      let result: unknown;
      try {
        result = await handler({ body, query, params, user, db, deps, c, afterCommit: (t: () => Promise<void>) => tasks.push(t) } as never);
      } catch (error) {
        if (error instanceof HttpError && error.commit) return { status: error.status as number, body: { errorMessage: error.message } };
        throw error;
      }
      checkResponse(deps, name, result);
      return { status: 200, body: result };
    };

    const asText = async (result: Promise<{ status: number; body: unknown }>) => {
      const { status, body: responseBody } = await result;
      return { status, text: JSON.stringify(responseBody ?? null), replayed: false };
    };
    let response: { status: number; text: string; replayed: boolean };
    if (endpoint.method === 'GET') {
      response = await asText(run(deps.db));
    } else {
      const key = c.req.header('idempotency-key');
      if (key !== undefined && (key.length === 0 || key.length > MAX_KEY_LENGTH)) throw badRequest(`Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters.`);
      if (key) {
        const scope = user ? `user:${user.id}` : 'public';
        // The query is part of the request: one key must not delete account 1 and then replay for account 2.
        const url = new URL(c.req.url);
        response = await runIdempotent(deps.db, deps.now, scope, key, sha256(`${endpoint.method} ${url.pathname}${url.search}\n${raw}`), run);
      } else {
        response = await asText(deps.db.transaction().execute(run));
      }
    }
    if (!response.replayed) for (const task of tasks) await task().catch((error) => deps.log.error({ err: error, op: name }, 'after-commit task failed'));
    if (response.replayed) c.header('Idempotent-Replayed', 'true');
    if (endpoint.auth !== 'public' || endpoint.method !== 'GET') c.header('Cache-Control', 'no-store');
    return c.body(response.text, response.status as 200, { 'Content-Type': 'application/json' });
  });
}

export { HttpError };
