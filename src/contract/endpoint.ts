import type * as v from 'valibot';
import type { MessageId } from './messages';

export const API_BASE = '/api/v1';

/**
 * The web app's header on every API call (docs/api.md, "Browser sessions"): on sign-in it asks for the session as an
 * HttpOnly cookie instead of a token in the body, and a write signed in by that cookie is refused without it (a page
 * of another site cannot send a custom header here: the API answers no CORS preflight).
 */
export const WEB_CLIENT_HEADER = 'X-Payway-Client';
export const WEB_CLIENT = 'web';

export type Method = 'GET' | 'POST' | 'DELETE';
type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * One API operation: the client, the server validators and the OpenAPI document all read it.
 * `auth`: 'public' needs no token; 'user' needs a signed-in user; 'reviewer' a reviewer.
 * `offline`: 'reference' GETs may be served from the service worker cache; 'private' never outlive sign-out.
 */
export interface Endpoint<
  B extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  P extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
> {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  /** Who may call: anyone, a customer (or sub-user), a reviewer, or either of the last two ('signedIn': their own session and security). */
  auth: 'public' | 'user' | 'reviewer' | 'signedIn';
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Request body size limit in bytes for a signed-in caller (documents make some large); anonymous callers get ANONYMOUS_MAX_BODY. */
  maxBody?: number;
  cache?: 'reference';
  /**
   * Refusals particular to this operation, beside the ones every endpoint of its kind may answer (OpenAPI): each
   * described in words, or by the contract's message it answers (its English text).
   */
  refusals?: Record<number, string | { id: MessageId }>;
}

export const defineEndpoint = <const E extends Endpoint>(e: E): E => e;

type InputOf<S> = S extends AnySchema ? v.InferInput<S> : undefined;
export type BodyOf<E> = E extends { body: infer B } ? InputOf<B> : undefined;
export type QueryOf<E> = E extends { query: infer Q } ? InputOf<Q> : undefined;
export type ParamsOf<E> = E extends { params: infer P } ? InputOf<P> : undefined;
export type ResponseOf<E> = E extends { response: infer R } ? (R extends AnySchema ? v.InferOutput<R> : never) : never;

export const DEFAULT_MAX_BODY = 64 * 1024;
/** The body limit of a caller without a session (sign-in, registration, codes): whatever the endpoint allows others. */
export const ANONYMOUS_MAX_BODY = 16 * 1024;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Resumable uploads (tus 1.0): POST here creates one, HEAD and PATCH `${UPLOADS_PATH}/{id}` resume it. */
export const UPLOADS_PATH = '/uploads';
/** Base64 inflates by 4/3; a request may carry several documents. */
export const DOCUMENT_REQUEST_MAX_BODY = 60 * 1024 * 1024;

export const fillPath = (path: string, params: Record<string, unknown> | undefined) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
