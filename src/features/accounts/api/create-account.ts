import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TYPE, ApiError } from '@/contract';
import { kycbProps } from '@/app/session-storage';
import { enqueueStep, waitForStep } from '@/offline';
import type { AccountKind } from '../accounts-list';

/** The outbox step of a new account; the first onboarding step depends on it to learn the accountId. */
export const NEW_ACCOUNT_STEP: Record<AccountKind, string> = {
  individual: 'accounts/create-individual:new',
  corporate: 'accounts/create-corporate:new',
};

const ANSWER_WAIT_MS = 8000;

/**
 * POST /accounts/saveCustomerAccount through the outbox. Resolves with the new accountId once the server answers,
 * or with null while the step waits for a connection (the onboarding steps then take the id when they are sent).
 * The id goes to the onboarding state (sessionStorage 'kycb-props').
 */
async function createAccount({ kind, email }: { kind: AccountKind; email: string }): Promise<number | null> {
  const stepId = NEW_ACCOUNT_STEP[kind];
  const accountType = ACCOUNT_TYPE[kind];
  await enqueueStep({ stepId, endpoint: 'saveCustomerAccount', input: { body: { accountEmailAddress: email, accountType, accountId: '' } } });
  let accountId: number | null = null;
  if (navigator.onLine) {
    try {
      accountId = (await waitForStep<{ accountId: number }>(stepId, { timeoutMs: ANSWER_WAIT_MS })).accountId;
    } catch (error) {
      if (error instanceof ApiError) throw error;
    }
  }
  kycbProps.patch({ accountId: accountId ?? undefined, personalAccountId: undefined, businessInfoId: undefined, businessActivityId: 0, accountType, email, kycEmail: email });
  return accountId;
}

// networkMode 'always': offline the step goes to the outbox; react-query must not hold it paused.
export const useCreateAccount = () => useMutation({ mutationFn: createAccount, networkMode: 'always' });
