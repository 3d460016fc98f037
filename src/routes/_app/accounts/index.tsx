import { createFileRoute } from '@tanstack/react-router';
import { AccountsPage } from '@/features/accounts/components/AccountsPage';
import { useRefreshAccounts } from '@/features/accounts/api/get-accounts';
import { useKycSyncEffects } from '@/features/kyc/hooks/use-kyc-sync-effects';

export const Route = createFileRoute('/_app/accounts/')({
  component: function AccountsRoute() {
    const refreshAccounts = useRefreshAccounts();
    useKycSyncEffects(() => void refreshAccounts());
    return <AccountsPage />;
  },
});
