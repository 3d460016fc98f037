import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Endpoints, ResponseOf } from '@/contract';
import { api } from '@/app/api';
import { lastKnownAnswer, rememberAnswer } from '@/offline';
import { toAccountRows } from '../accounts-list';

const accountsKey = ['accounts', 'by-profile'] as const;
/** The accounts list's name among the lists kept on the device (src/offline/last-known.ts). */
const LAST_KNOWN = 'accounts/by-profile';

type AccountsAnswer = ResponseOf<Endpoints['allAccountsByProfile']>;

const toLists = (data: AccountsAnswer) => ({
  individual: toAccountRows(data.individualProfileAccounts),
  corporate: toAccountRows(data.businessProfileAccounts),
});

/**
 * GET /accounts/allAccountsByProfile. Product §4: loaded only once the user is past Onboarding; product §7: not refetched
 * on window focus. Opening the page always asks again, so a step synced while elsewhere shows up. Each answer is kept
 * on the device: while the read waits for a connection, `lastKnown` is the list as last loaded and when (null when it
 * never was on this device; undefined while online or still reading it).
 */
export function useAccountsByProfile(profileId: string, enabled: boolean) {
  const live = useQuery({
    queryKey: [...accountsKey, profileId],
    queryFn: async () => {
      const data = await api.call('allAccountsByProfile', { query: { profile_id: profileId } });
      void rememberAnswer(LAST_KNOWN, data);
      return data;
    },
    select: toLists,
    enabled,
    refetchOnWindowFocus: false,
    refetchOnMount: 'always',
  });
  const waitingOffline = live.isPending && live.fetchStatus === 'paused';
  const lastKnown = useQuery({
    queryKey: [...accountsKey, profileId, 'last-known'],
    queryFn: () => lastKnownAnswer<AccountsAnswer>(LAST_KNOWN),
    select: (answer) => answer && { lists: toLists(answer.value), savedAt: answer.savedAt },
    enabled: enabled && waitingOffline,
    networkMode: 'always',
    staleTime: 0,
  });
  return { live, lastKnown: waitingOffline ? lastKnown.data : undefined };
}

/** Asks for the accounts lists again (after a change: the product description reloads the page, a refetch shows the same). */
export function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountsKey });
}
