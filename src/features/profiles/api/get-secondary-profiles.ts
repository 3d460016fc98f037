import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

export const secondaryProfilesKey = ['secondary-profiles'] as const;

export const useSecondaryProfiles = (email: string) =>
  useQuery({
    queryKey: [...secondaryProfilesKey, email],
    queryFn: () => api.call('parentAndSecondaryUsers', { query: { email_address: email } }),
  });
