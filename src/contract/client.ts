import ky, { HTTPError, TimeoutError } from 'ky';
import * as v from 'valibot';
import { endpoints, API_BASE, type EndpointName, type Endpoints } from './endpoints';
import { fillPath, type BodyOf, type ParamsOf, type QueryOf, type ResponseOf } from './endpoint';
import { ErrorResponse } from './common';

export const GENERIC_ERROR = 'An error occured. Please try again.';

/** A refusal from the server: errorMessage as SPEC 8 shows it, fieldErrors for the form. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorMessage: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(errorMessage);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, timeout, server down). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('The server could not be reached. Check your connection and try again.', { cause });
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
  getToken: () => string | null | undefined;
  onNetworkError?: (error: NetworkError) => void;
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export function createApiClient(options: ClientOptions) {
  const http = ky.create({
    retry: 0,
    timeout: 60_000,
    throwHttpErrors: true,
    fetch: options.fetch,
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Authorization', `Bearer ${options.getToken() ?? ''}`);
        },
      ],
    },
  });

  const base = (options.baseUrl ?? '') + API_BASE;

  async function call<K extends EndpointName>(name: K, input: CallInput<K> = {}, callOptions: CallOptions = {}): Promise<ResponseOf<Endpoints[K]>> {
    const endpoint = endpoints[name];
    const url = new URL(base + fillPath(endpoint.path, input.params as Record<string, unknown>), 'http://x');
    for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
    const target = (options.baseUrl ?? '') + url.pathname + url.search;
    const headers: Record<string, string> = {};
    if (callOptions.idempotencyKey) headers['Idempotency-Key'] = callOptions.idempotencyKey;
    let data: unknown;
    try {
      data = await http(target, {
        method: endpoint.method,
        json: endpoint.method === 'GET' ? undefined : (input.body ?? {}),
        headers,
        signal: callOptions.signal,
      }).json();
    } catch (error) {
      throw await toClientError(error, callOptions, options);
    }
    const parsed = v.safeParse(endpoint.response, data);
    if (!parsed.success) throw new ApiError(502, GENERIC_ERROR);
    return parsed.output as ResponseOf<Endpoints[K]>;
  }

  /** GETs a document URL of a read-back shape (SPEC 7: "a document URL as binary") with the bearer token. */
  async function fetchDocument(url: string, callOptions: CallOptions = {}): Promise<Blob> {
    const target = url.startsWith(API_BASE) ? (options.baseUrl ?? '') + url : base + url;
    try {
      return await http(target, { method: 'GET', signal: callOptions.signal }).blob();
    } catch (error) {
      throw await toClientError(error, callOptions, options);
    }
  }

  return { call, fetchDocument };
}

async function toClientError(error: unknown, callOptions: CallOptions, options: ClientOptions): Promise<Error> {
  if (error instanceof HTTPError) {
    const body = await error.response.json().catch(() => null);
    const parsed = v.safeParse(ErrorResponse, body);
    if (error.response.status === 401) options.onUnauthorized?.();
    return parsed.success
      ? new ApiError(error.response.status, parsed.output.errorMessage, parsed.output.fieldErrors)
      : new ApiError(error.response.status, GENERIC_ERROR);
  }
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  const networkError = new NetworkError(error instanceof TimeoutError ? 'timeout' : error);
  if (!callOptions.quiet) options.onNetworkError?.(networkError);
  return networkError;
}

export type ApiClient = ReturnType<typeof createApiClient>;
