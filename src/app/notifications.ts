import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * What waits for the signed-in customer (GET /notifications): read again on every screen opened (where most of what
 * adds or clears one happens; the previous answer stays shown meanwhile) and each minute for reviewers' decisions.
 */
export const useNotifications = (pathname: string) =>
  useQuery({
    queryKey: ['notifications', pathname],
    queryFn: () => api.call('notifications'),
    select: (data) => data.notifications,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
    retry: false,
  });
