import type { HTTPError, KyInstance } from 'ky';
import * as v from 'valibot';
import type { EndpointName, Endpoints } from './endpoints';
import {
  API_BASE,
  WEB_CLIENT,
  WEB_CLIENT_HEADER,
  fillPath,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from './endpoint';
import { ErrorResponse } from './common';
import type { FieldErrorRef, MessageId, MessageValues } from './messages';

/** A refusal from the server: errorMessage as product §8 shows it, fieldErrors for the form. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorMessage: string,
    readonly fieldErrors: Record<string, string> = {},
    /**
     * The message's id: the client shows its catalogue's text for it, or errorMessage for an id it has no text for
     * (a newer server's). An answer the contract does not describe is 'generic'.
     */
    readonly errorId?: MessageId,
    readonly errorValues?: MessageValues,
    /** The contract's message of each field error the server named one for (an unknown id: its fieldErrors text shows). */
    readonly fieldErrorIds: Record<string, FieldErrorRef> = {},
  ) {
    super(errorMessage);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Check your connection and try again.';

/** The request never got an answer (offline, DNS, timeout, server down). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super(NETWORK_ERROR_MESSAGE, { cause });
    this.name = 'NetworkError';
  }
}

export type CallInput<K extends EndpointName> = {
  body?: BodyOf<Endpoints[K]>;
  query?: QueryOf<Endpoints[K]>;
  params?: ParamsOf<Endpoints[K]>;
};

export interface CallOptions {
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Do not report a network failure through onNetworkError (the outbox handles its own). */
  quiet?: boolean;
}

export interface ClientOptions {
  baseUrl?: string;
  /** An API client's bearer token. */
  getToken?: () => string | null | undefined;
  /** The web app: signed in by its session cookie, each call bearing WEB_CLIENT_HEADER (docs/api.md, "Browser sessions"). */
  webClient?: boolean;
  /** The user's chosen language, sent as Accept-Language: the server writes its mails to the user in it. */
  getLanguage?: () => string;
  onNetworkError?: (error: NetworkError) => void;
  onUnauthorized?: () => void;
  /** Awaited before a refusal (an answer with an error body) is thrown: what the app needs to word it (its texts). */
  beforeRefusal?: () => Promise<unknown>;
  /** When ky and the endpoint table are fetched ahead of the first call: once this settles; at once when absent. */
  loadAfter?: Promise<unknown>;
  fetch?: typeof fetch;
}

export function createApiClient(options: ClientOptions) {
  const base = (options.baseUrl ?? '') + API_BASE;
  // ky and the endpoint table (every schema of the contract, and through the phone checks libphonenumber's metadata)
  // are not needed to draw the first screen: they load after it (options.loadAfter), and a call made before they
  // arrive loads them and waits for them.
  let loading: Promise<{ http: KyInstance; endpoints: Endpoints }> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('ky'), import('./endpoints')]).then(
      ([{ default: ky }, { endpoints }]) => ({ http: createHttp(ky, options), endpoints }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  void Promise.resolve(options.loadAfter)
    .then(load)
    .catch(() => undefined);

  async function call<K extends EndpointName>(
    name: K,
    input: CallInput<K> = {},
    callOptions: CallOptions = {},
  ): Promise<ResponseOf<Endpoints[K]>> {
    let data: unknown;
    let endpoint: Endpoints[K];
    try {
      const { http, endpoints } = await load();
      endpoint = endpoints[name];
      const url = new URL(base + fillPath(endpoint.path, input.params as Record<string, unknown>), 'http://x');
      for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
        if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
      }
      const headers: Record<string, string> = {};
      if (callOptions.idempotencyKey) headers['Idempotency-Key'] = callOptions.idempotencyKey;
      data = await http((options.baseUrl ?? '') + url.pathname + url.search, {
        method: endpoint.method,
        json: endpoint.method === 'GET' ? undefined : (input.body ?? {}),
        headers,
        signal: callOptions.signal,
      }).json();
    } catch (error) {
      throw await toClientError(error, callOptions, options);
    }
    const parsed = v.safeParse(endpoint.response, data);
    if (!parsed.success) throw genericError(502);
    return parsed.output as ResponseOf<Endpoints[K]>;
  }

  /** GETs a document URL of a read-back shape (product §7: "a document URL as binary") as the signed-in user. */
  async function fetchDocument(url: string, callOptions: CallOptions = {}): Promise<Blob> {
    const target = url.startsWith(API_BASE) ? (options.baseUrl ?? '') + url : base + url;
    try {
      const { http } = await load();
      return await http(target, { method: 'GET', signal: callOptions.signal }).blob();
    } catch (error) {
      throw await toClientError(error, callOptions, options);
    }
  }

  return { call, fetchDocument };
}

function createHttp(ky: KyInstance, options: ClientOptions) {
  return ky.create({
    retry: 0,
    timeout: 60_000,
    throwHttpErrors: true,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken?.();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (options.webClient) request.headers.set(WEB_CLIENT_HEADER, WEB_CLIENT);
          const language = options.getLanguage?.();
          if (language) request.headers.set('Accept-Language', language);
        },
      ],
    },
  });
}

// By name: ky itself may not have loaded when the failure is that it could not be loaded.
const isHttpError = (error: unknown): error is HTTPError => error instanceof Error && error.name === 'HTTPError';

async function toClientError(error: unknown, callOptions: CallOptions, options: ClientOptions): Promise<Error> {
  if (isHttpError(error)) {
    const body = await error.response.json().catch(() => null);
    const parsed = v.safeParse(ErrorResponse, body);
    if (error.response.status === 401) options.onUnauthorized?.();
    // Worded without what it waits for (the server's English) when that cannot load.
    await options.beforeRefusal?.().catch(() => undefined);
    return parsed.success
      ? new ApiError(
          error.response.status,
          parsed.output.errorMessage,
          parsed.output.fieldErrors,
          // Ids this client may not know (a newer server's): the one who shows them checks its catalogue.
          parsed.output.errorId as MessageId | undefined,
          parsed.output.errorValues,
          parsed.output.fieldErrorIds as Record<string, FieldErrorRef> | undefined,
        )
      : genericError(error.response.status);
  }
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  const networkError = new NetworkError(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : error);
  if (!callOptions.quiet) options.onNetworkError?.(networkError);
  return networkError;
}

/** An answer the contract does not describe: the generic error, by id (the client has no English text of its own). */
export const genericError = (status: number) => new ApiError(status, '', {}, 'generic');

export type ApiClient = ReturnType<typeof createApiClient>;
