import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_TYPE, CORPORATE_STATUS, INDIVIDUAL_STATUS } from '@/contract';
import { api } from './api';
import { useSession } from './session';
import { kycbProps } from './session-storage';

const IN_PROGRESS: Record<number, number> = {
  [ACCOUNT_TYPE.individual]: INDIVIDUAL_STATUS.incomplete,
  [ACCOUNT_TYPE.corporate]: CORPORATE_STATUS.incomplete,
};

/**
 * The KYC and KYB pages of a new account keep its id in sessionStorage (kycb-props), which a new tab does not have.
 * When `enabled` (no account known in this tab), this finds the customer's latest account of that type still being
 * filled in and puts its id in this tab's onboarding state, so the page resumes it (its drafts are on this device);
 * `resumed` turns true then. `searching` while the list is read.
 */
export function useResumeOnboarding(accountType: (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE], enabled: boolean) {
  const userId = useSession()?.userId ?? '';
  const found = useQuery({
    queryKey: ['accounts', 'by-profile', userId, 'in-progress', accountType],
    queryFn: async () => {
      const lists = await api.call('allAccountsByProfile', { query: { profile_id: userId } });
      const accounts =
        accountType === ACCOUNT_TYPE.individual ? lists.individualProfileAccounts : lists.businessProfileAccounts;
      const open = accounts.filter(
        (account) => account.accountId !== null && account.accountStatus?.accountStatusId === IN_PROGRESS[accountType],
      );
      const latest = Math.max(0, ...open.map((account) => account.accountId!));
      if (latest > 0) kycbProps.patch({ accountId: latest, accountType });
      return latest > 0 ? latest : null;
    },
    enabled: enabled && userId !== '',
    refetchOnWindowFocus: false,
  });
  return { searching: enabled && found.isPending && found.fetchStatus !== 'idle', resumed: found.data != null };
}
