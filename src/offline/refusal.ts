import { ApiError } from '@/contract';
import type { OutboxRow } from './db';

type StoredRefusal = Pick<OutboxRow, 'httpStatus' | 'errorMessage' | 'fieldErrors' | 'errorId' | 'errorValues' | 'fieldErrorIds'>;

/** A refused step's row keeps the whole refusal, its message ids included, so it reads in the language chosen when shown. */
export const storedRefusal = (error: ApiError): StoredRefusal => ({
  httpStatus: error.status,
  errorMessage: error.errorMessage,
  fieldErrors: error.fieldErrors,
  errorId: error.errorId,
  errorValues: error.errorValues,
  fieldErrorIds: error.fieldErrorIds,
});

/** What a row holds once it is not refused (queued again, or synced). */
export const NO_REFUSAL: StoredRefusal = {
  httpStatus: undefined,
  errorMessage: undefined,
  fieldErrors: undefined,
  errorId: undefined,
  errorValues: undefined,
  fieldErrorIds: undefined,
};

/** The refusal a row keeps, as the API client gave it. */
export const refusalOf = (row: OutboxRow) =>
  new ApiError(row.httpStatus ?? 400, row.errorMessage ?? '', row.fieldErrors, row.errorId, row.errorValues, row.fieldErrorIds);
