import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

export const profilePermissionsKey = (email: string) => ['profile-permissions', email] as const;

export const useProfilePermissions = (email: string) =>
  useQuery({
    queryKey: profilePermissionsKey(email),
    queryFn: () => api.call('clientUserPermissions', { query: { email_address: email } }),
    staleTime: 0,
  });
