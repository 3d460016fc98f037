import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api';
import { secondaryProfilesKey } from './get-secondary-profiles';

export function useDeleteSubProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.call('deleteSubProfile', { query: { email_address: email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondaryProfilesKey }),
  });
}
