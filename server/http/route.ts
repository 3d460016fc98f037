import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  endpoints,
  ANONYMOUS_MAX_BODY,
  DEFAULT_MAX_BODY,
  type Endpoint,
  type EndpointName,
  type Endpoints,
} from '../../src/contract';
import type { Db } from '../db';
import type { Deps } from '../deps';
import { sha256 } from '../services/shared/crypto';
import { HttpError } from './errors';
import { idempotencyPolicy, runIdempotent } from './idempotency';
import { authenticate, type SessionUser } from './session';
import { requestLanguage } from './language';
import { parseInput } from './validate';
import { hasBody, isJson, readBody } from './body';
import { operationLimiter } from './operation-limits';
import { sendJson } from './compress';
import { bindWebhookDispatch } from '../webhooks/events';
import type { EnqueuedJob, EnqueueOptions, JobKind } from '../jobs';
import type { Mail } from '../mail';
import { mailJobData } from '../mail/mail-job';

type Out<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

type Caller<K extends EndpointName> = Endpoints[K]['auth'] extends 'public' ? SessionUser | null : SessionUser;

/** What the preparation phase sees: the checked request and its caller, no transaction. */
export interface PrepareContext<K extends EndpointName> {
  body: Out<Endpoints[K] extends { body: infer B } ? B : undefined>;
  query: Out<Endpoints[K] extends { query: infer Q } ? Q : undefined>;
  params: Out<Endpoints[K] extends { params: infer P } ? P : undefined>;
  user: Caller<K>;
  deps: Deps;
  c: Context;
}

/** The checked body of an endpoint, as its handler receives it (for the services it hands the body to). */
export type RequestBody<K extends EndpointName> = PrepareContext<K>['body'];

export interface HandlerContext<K extends EndpointName, P = undefined> extends PrepareContext<K> {
  /** Inside a mutation this is its transaction: use it, never deps.db, for everything the request changes. */
  db: Db;
  /** What the endpoint's preparation phase returned (hashed passwords, sealed documents). */
  prepared: P;
  /**
   * Adds a job in this request's transaction (server/jobs): none if the request fails, always one once it commits.
   * After the commit the answer waits briefly for this instance's first try of it (server/jobs `settle`).
   */
  enqueue: <T extends object>(kind: JobKind<T>, data: T, options?: EnqueueOptions) => Promise<void>;
  /** Queues a mail in this request's transaction; `expiresAt`: the code it carries stops working then, so it is not sent later. */
  sendMail: (mail: Mail, options?: { expiresAt?: Date }) => Promise<void>;
}

type Handler<K extends EndpointName, P> = (
  ctx: HandlerContext<K, P>,
) => Promise<v.InferInput<Endpoints[K]['response']>>;

/**
 * CPU-heavy work of a request (argon2, base64 decoding, encryption), done before its transaction opens: the
 * transaction (on PGlite, the only database connection) is then held only for the queries. It may read with
 * deps.db, one short query at a time; what it returns reaches the handler as `prepared`, which checks inside the
 * transaction that what the preparation relied on still holds.
 */
type Prepare<K extends EndpointName, P> = (ctx: PrepareContext<K>) => Promise<P>;

const MAX_KEY_LENGTH = 200;

/** The app names the user's chosen language on every call: kept on the user when it changed, for the mails sent later. */
async function keepLanguage(deps: Deps, c: Context, user: SessionUser | null): Promise<SessionUser | null> {
  const language = requestLanguage(c);
  if (!user || !language || language === user.language) return user;
  await deps.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
  return { ...user, language };
}

/** In tests (`checkResponses`), an answer that breaks the endpoint's response schema is a server error. */
export function checkResponse(deps: Deps, name: EndpointName, result: unknown) {
  if (!deps.config.checkResponses) return;
  const checked = v.safeParse(endpoints[name].response, result);
  if (!checked.success) throw new Error(`Response of ${name} breaks the contract: ${v.summarize(checked.issues)}`);
}

/** Body limit: small for anonymous callers; an endpoint's own (large, for documents) only once the caller is known. */
const bodyLimit = (endpoint: Endpoint, user: SessionUser | null) =>
  user ? (endpoint.maxBody ?? DEFAULT_MAX_BODY) : Math.min(endpoint.maxBody ?? DEFAULT_MAX_BODY, ANONYMOUS_MAX_BODY);

/**
 * Registers one contract endpoint. The order is the point: who is calling (401/403 from the token alone, no
 * database lookup without one), the per-address limits (429), then only the body: JSON only (415), within the
 * caller's limit (413), parsed and validated with params and query (400), the per-account limit, the
 * Idempotency-Key claimed (a replay or a copy in flight answers here), the preparation phase (CPU-heavy work,
 * outside any transaction), then a transaction for mutations, and a check of the response.
 */
export function register<K extends EndpointName>(app: Hono, deps: Deps, name: K, handler: Handler<K, undefined>): void;
export function register<K extends EndpointName, P>(
  app: Hono,
  deps: Deps,
  name: K,
  prepare: Prepare<K, P>,
  handler: Handler<K, P>,
): void;
export function register<K extends EndpointName, P>(
  app: Hono,
  deps: Deps,
  name: K,
  ...phases: [Handler<K, P>] | [Prepare<K, P>, Handler<K, P>]
) {
  const [prepare, handler] = phases.length === 2 ? phases : [undefined, phases[0]];
  const endpoint: Endpoint = endpoints[name];
  const honoPath = endpoint.path.replace(/\{(\w+)\}/g, ':$1');
  const limiter = operationLimiter(deps, name);

  app.on(endpoint.method, honoPath, async (c) => {
    const user = await keepLanguage(deps, c, await authenticate(deps, c, endpoint.auth));
    const limited = await limiter?.beforeBody(c);
    if (limited) return limited;

    let raw = '';
    let json: unknown = undefined;
    if (endpoint.method !== 'GET' && hasBody(c)) {
      if (!isJson(c)) throw HttpError.of(415, 'sendJson');
      raw = await readBody(c, bodyLimit(endpoint, user));
      if (raw.trim() !== '') {
        try {
          json = JSON.parse(raw);
        } catch {
          throw HttpError.of(400, 'invalidJson');
        }
      }
    }
    const params = endpoint.params ? parseInput(endpoint.params, c.req.param(), 'path') : undefined;
    const query = endpoint.query ? parseInput(endpoint.query, c.req.query(), 'query') : undefined;
    const body = endpoint.body ? parseInput(endpoint.body, json, 'body') : undefined;
    const limitedAccount = await limiter?.afterBody(c, body);
    if (limitedAccount) return limitedAccount;

    const key = endpoint.method === 'GET' ? undefined : c.req.header('idempotency-key');
    if (key !== undefined && (key.length === 0 || key.length > MAX_KEY_LENGTH))
      throw HttpError.of(400, 'idempotencyKeyLength', { max: MAX_KEY_LENGTH });

    const checked = { body, query, params, user, deps, c } as PrepareContext<K>;
    const enqueued: EnqueuedJob[] = [];
    // The preparation phase, then what runs in the transaction. With an Idempotency-Key only the request that claims
    // the key prepares: a replay, or a copy sent while the first runs, takes no password try and seals nothing.
    const prepareRun = async () => {
      const prepared = (prepare ? await prepare(checked) : undefined) as P;
      return async (db: Db) => {
        let result: unknown;
        try {
          const enqueue = async <T extends object>(kind: JobKind<T>, data: T, options?: EnqueueOptions) => {
            const id = await deps.jobs.enqueue(db, kind, data, { ...options, requestId: c.get('requestId') });
            if (id) enqueued.push({ kind: kind.name, id });
          };
          const sendMail = (mail: Mail, options?: { expiresAt?: Date }) =>
            enqueue(deps.mailJob, mailJobData(mail, options));
          bindWebhookDispatch(db, { enqueue, kind: deps.webhookJob });
          result = await handler({ ...checked, db, prepared, enqueue, sendMail });
        } catch (error) {
          if (error instanceof HttpError && error.commit) {
            deps.metrics.refused(error.status, error.messageRef?.id);
            error.announceWait(c);
            return { status: error.status as number, body: error.body };
          }
          throw error;
        }
        checkResponse(deps, name, result);
        return { status: 200, body: result };
      };
    };

    const asText = async (result: Promise<{ status: number; body: unknown }>) => {
      const { status, body: responseBody } = await result;
      return { status, text: JSON.stringify(responseBody ?? null), replayed: false };
    };
    let response: { status: number; text: string; replayed: boolean };
    if (endpoint.method === 'GET') {
      response = await asText((await prepareRun())(deps.db));
    } else if (key) {
      const scope = user ? `user:${user.id}` : 'public';
      // The query is part of the request: one key must not delete account 1 and then replay for account 2.
      const url = new URL(c.req.url);
      response = await runIdempotent(
        deps.db,
        deps.now,
        scope,
        key,
        sha256(`${endpoint.method} ${url.pathname}${url.search}\n${raw}`),
        idempotencyPolicy(name),
        prepareRun,
      );
      deps.metrics.idempotentRun(name, response.replayed);
    } else {
      response = await asText(deps.db.transaction().execute(await prepareRun()));
    }
    if (!response.replayed) await deps.jobs.settle(enqueued);
    if (response.replayed) c.header('Idempotent-Replayed', 'true');
    if (endpoint.auth !== 'public' || endpoint.method !== 'GET') c.header('Cache-Control', 'no-store');
    return sendJson(c, response.text, response.status);
  });
}

export { HttpError };
