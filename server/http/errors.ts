import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A refusal the client should see: becomes `{ errorMessage, fieldErrors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Keep what the transaction wrote before refusing (a counted wrong code or password). */
    readonly commit = false,
  ) {
    super(message);
  }
}

/** A refusal that still commits the request's transaction, so counters of wrong attempts stick. */
export const refuseAndCommit = (status: ContentfulStatusCode, message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(status, message, fieldErrors, true);

export const badRequest = (message: string, fieldErrors?: Record<string, string>) => new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const tooMany = (message = 'Too many attempts. Please wait a moment and try again.') => new HttpError(429, message);
