import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

export const notificationPreferencesKey = ['notification-preferences'] as const;

export const useNotificationPreferences = () =>
  useQuery({ queryKey: notificationPreferencesKey, queryFn: () => api.call('notificationPreferences') });
