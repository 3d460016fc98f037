import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

/** Every payment query starts with this key, so a confirmed request refreshes them all. */
export const PAYMENTS_QUERY_KEY = ['payments'] as const;

/**
 * A payment's status moves on the server (a reviewer decides): opening a payments screen shows the cached answer
 * and asks again, whatever its age.
 */
export const REFRESH_ON_OPEN = { refetchOnMount: 'always' } as const;

/** All of the caller's confirmed requests, newest first. */
export const usePayments = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [...PAYMENTS_QUERY_KEY, 'all'],
    queryFn: () => api.call('payments'),
    enabled,
    ...REFRESH_ON_OPEN,
  });
