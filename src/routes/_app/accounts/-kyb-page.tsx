import { useNavigate } from '@tanstack/react-router';
import { NEW_ACCOUNT_STEP } from '@/features/accounts/api/create-account';
import { useRefreshAccounts } from '@/features/accounts/api/get-accounts';
import { KybPage } from '@/features/kyb/components/KybPage';
import type { KybStep } from '@/features/kyb/drafts/kyb-drafts';

/** Both KYB routes: the KYB screen wired to the accounts feature (the new-account step, the list refresh). */
export function KybRoutePage({ accountId, step }: { accountId?: number; step: KybStep }) {
  const navigate = useNavigate();
  const refreshAccounts = useRefreshAccounts();
  return (
    <KybPage
      accountId={accountId}
      step={step}
      onStepChange={(next) => void navigate({ to: '.', search: { activeKybTab: next } })}
      newAccountStep={NEW_ACCOUNT_STEP.corporate}
      onFinished={() => void navigate({ to: '/accounts' })}
      onAccountsChanged={() => void refreshAccounts()}
    />
  );
}
