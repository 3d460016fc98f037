import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@/contract';
import { api } from '@/app/api';
import { notificationPreferencesKey } from './get-notification-preferences';

/** Shows the new toggles at once and puts the old ones back if the server refuses. */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api.call('saveNotificationPreferences', { body: preferences }),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey });
      const previous = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      queryClient.setQueryData(notificationPreferencesKey, preferences);
      return { previous };
    },
    onError: (_error, _preferences, context) => queryClient.setQueryData(notificationPreferencesKey, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesKey, saved),
  });
}
