import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api';
import { toAccountRows } from '../accounts-list';

const accountsKey = ['accounts', 'by-profile'] as const;

/**
 * GET /accounts/allAccountsByProfile. Product §4: loaded only once the user is past Onboarding; product §7: not refetched
 * on window focus. Opening the page always asks again, so a step synced while elsewhere shows up.
 */
export const useAccountsByProfile = (profileId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...accountsKey, profileId],
    queryFn: () => api.call('allAccountsByProfile', { query: { profile_id: profileId } }),
    select: (data) => ({ individual: toAccountRows(data.individualProfileAccounts), corporate: toAccountRows(data.businessProfileAccounts) }),
    enabled,
    refetchOnWindowFocus: false,
    refetchOnMount: 'always',
  });

/** Asks for the accounts lists again (after a change: the product description reloads the page, a refetch shows the same). */
export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountsKey });
}
