import { ApiError, GENERIC_ERROR, NetworkError } from '@/contract';

/** SPEC 8: the server's errorMessage, the connection problem, or 'An error occured. Please try again.' */
export const errorText = (error: unknown) =>
  error instanceof ApiError && error.errorMessage ? error.errorMessage : error instanceof NetworkError ? error.message : GENERIC_ERROR;
