import { useNavigate } from '@tanstack/react-router';
import { NEW_ACCOUNT_STEP } from '@/features/accounts/api/create-account';
import { useRefreshAccounts } from '@/features/accounts/api/get-accounts';
import { KycPage } from '@/features/kyc/components/KycPage';
import type { KycTab } from '@/features/kyc/search';

/** Both KYC routes: the KYC screen wired to the accounts feature (the new-account step, the list refresh). */
export function KycRoutePage({ accountId, tab }: { accountId?: number; tab: KycTab }) {
  const navigate = useNavigate();
  const refreshAccounts = useRefreshAccounts();
  const toAccounts = () => void navigate({ to: '/accounts' });
  return (
    <KycPage
      accountId={accountId}
      tab={tab}
      onTabChange={(next) => void navigate({ to: '.', search: { activeKycTab: next } })}
      newAccountStep={NEW_ACCOUNT_STEP.individual}
      onSubmitted={() => {
        void refreshAccounts();
        toAccounts();
      }}
      onQueued={toAccounts}
    />
  );
}
