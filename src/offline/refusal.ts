/**
 * A refused step's refusal as its outbox row keeps it: the server's words and their message ids, so the step's banner
 * and its fields show it in the language chosen when it is read, and waitForStep rejects with the ApiError the call
 * threw.
 */
import { ApiError } from '@/contract';
import type { OutboxRow } from './db';

type Refusal = Pick<
  OutboxRow,
  'httpStatus' | 'errorMessage' | 'fieldErrors' | 'errorId' | 'errorValues' | 'fieldErrorIds'
>;

export const refusalOf = (error: ApiError): Refusal => ({
  httpStatus: error.status,
  errorMessage: error.errorMessage,
  fieldErrors: error.fieldErrors,
  errorId: error.errorId,
  errorValues: error.errorValues,
  fieldErrorIds: error.fieldErrorIds,
});

export const NO_REFUSAL: Refusal = {
  httpStatus: undefined,
  errorMessage: undefined,
  fieldErrors: undefined,
  errorId: undefined,
  errorValues: undefined,
  fieldErrorIds: undefined,
};

export const refusalError = (row: Refusal) =>
  new ApiError(
    row.httpStatus ?? 400,
    row.errorMessage ?? '',
    row.fieldErrors,
    row.errorId,
    row.errorValues,
    row.fieldErrorIds,
  );
