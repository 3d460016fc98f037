import { ApiError, GENERIC_ERROR } from '@/contract';

/**
 * Product §8, the red banner of an onboarding step (KYC tab or KYB step) whose submit failed: the server's
 * errorMessage for a refusal, else 'An error occured. Please try again.'; null when nothing failed.
 */
export function submitFailureText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError && error.errorMessage ? error.errorMessage : GENERIC_ERROR;
}
