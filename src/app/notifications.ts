import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerNotification } from '@/contract';
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

/**
 * Opening the list shows the decided revisions it holds: they stop counting (the list keeps them until it is read
 * again). Offline, the call fails and they are marked the next time the list is opened.
 */
export function useMarkDecisionsSeen() {
  const queryClient = useQueryClient();
  return (notifications: CustomerNotification[]) => {
    const revisionIds = notifications.flatMap((notification) =>
      notification.kind === 'revisionDecided' ? [notification.revisionId] : [],
    );
    if (revisionIds.length === 0 || !navigator.onLine) return;
    api
      .call('markNotificationsSeen', { body: { revisionIds } })
      .then(() => queryClient.invalidateQueries({ queryKey: ['notifications'], refetchType: 'none' }))
      .catch(() => undefined);
  };
}
