import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Context } from 'hono';
import { RETRY_AFTER_VALUE, type MessageId, type MessageValues, type FieldErrorRef } from '../../src/contract/messages';
import { messageText } from '../../src/contract/message-texts';

/** A refusal the client should see: becomes `{ errorMessage, fieldErrors?, errorId?, errorValues? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Keep what the transaction wrote before refusing (a counted wrong code or password). */
    readonly commit = false,
    /** The contract's message this is (src/contract/message-texts/), so a client can show it in its own language. */
    readonly messageRef?: { id: MessageId; values?: MessageValues },
    /** The contract's message of each field error, by id (src/contract/message-texts/: VALIDATION_MESSAGES or SERVER_MESSAGES). */
    readonly fieldErrorIds?: Record<string, FieldErrorRef>,
  ) {
    super(message);
  }

  /** A refusal with one of the contract's messages; `words` are the English words of its values that are ids (SERVER_TRANSLATED_VALUES). */
  static of(
    status: ContentfulStatusCode,
    id: MessageId,
    values?: MessageValues,
    options: {
      fieldErrors?: Record<string, string>;
      fieldErrorIds?: Record<string, FieldErrorRef>;
      commit?: boolean;
      words?: MessageValues;
    } = {},
  ) {
    return new HttpError(
      status,
      messageText(id, values, options.words),
      options.fieldErrors,
      options.commit,
      { id, values },
      options.fieldErrorIds,
    );
  }

  /** Sets the answer's Retry-After header when the refusal ends after a wait (its RETRY_AFTER_VALUE). */
  announceWait(c: Context) {
    const seconds = this.messageRef?.values?.[RETRY_AFTER_VALUE];
    if (seconds !== undefined) c.header('Retry-After', String(seconds));
  }

  get body() {
    return {
      errorMessage: this.message,
      ...(this.fieldErrors && { fieldErrors: this.fieldErrors }),
      ...(this.fieldErrorIds && Object.keys(this.fieldErrorIds).length > 0 && { fieldErrorIds: this.fieldErrorIds }),
      ...(this.messageRef && {
        errorId: this.messageRef.id,
        ...(this.messageRef.values && { errorValues: this.messageRef.values }),
      }),
    };
  }
}

/** The body of an answer refusing with one of the contract's messages, for paths that answer without throwing. */
export const refusalBody = (id: MessageId, values?: MessageValues) => HttpError.of(500, id, values).body;

export const unauthorized = (message?: string) =>
  message ? new HttpError(401, message) : HttpError.of(401, 'signInToContinue');
export const forbidden = (message?: string) =>
  message ? new HttpError(403, message) : HttpError.of(403, 'notAllowed');
export const notFound = (message?: string) => (message ? new HttpError(404, message) : HttpError.of(404, 'notFound'));
