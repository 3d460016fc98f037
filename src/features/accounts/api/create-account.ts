import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_TYPE } from '@/contract';
import { kycbProps } from '@/app/session-storage';
import { submitStep } from '@/offline';
import type { AccountKind } from '../accounts-list';

/** The outbox step of a new account; the first onboarding step depends on it to learn the accountId. */
export const NEW_ACCOUNT_STEP: Record<AccountKind, string> = {
  individual: 'accounts/create-individual:new',
  corporate: 'accounts/create-corporate:new',
};

/**
 * POST /accounts/saveCustomerAccount through the outbox. Resolves with the new accountId once the server answers,
 * or with null while the step waits for a connection (the onboarding steps then take the id when they are sent).
 * The id goes to the onboarding state (sessionStorage 'kycb-props').
 */
async function createAccount({ kind, email }: { kind: AccountKind; email: string }): Promise<number | null> {
  const stepId = NEW_ACCOUNT_STEP[kind];
  const accountType = ACCOUNT_TYPE[kind];
  const response = await submitStep<{ accountId: number }>({
    stepId,
    endpoint: 'saveCustomerAccount',
    input: { body: { accountEmailAddress: email, accountType, accountId: '' } },
  });
  const accountId = response?.accountId ?? null;
  kycbProps.patch({
    accountId: accountId ?? undefined,
    personalAccountId: undefined,
    businessInfoId: undefined,
    businessActivityId: 0,
    accountType,
    email,
    kycEmail: email,
  });
  return accountId;
}

// networkMode 'always': offline the step goes to the outbox; react-query must not hold it paused.
export const useCreateAccount = () => useMutation({ mutationFn: createAccount, networkMode: 'always' });
