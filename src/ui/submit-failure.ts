import { ApiError } from '@/contract';
import { errorText } from '@/app/wording/error-text';
import { t } from '@/app/i18n';

/**
 * Product §8, the red banner of an onboarding step (KYC tab or KYB step) whose submit failed: the server's
 * refusal (its message id's text in the chosen language, else its errorMessage), else the generic error; null when
 * nothing failed.
 */
export function submitFailureText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError && error.errorMessage && error.errorId !== 'generic'
    ? errorText(error)
    : t('serverErrors.generic');
}
