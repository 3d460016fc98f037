import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { CreateSubProfileRequest } from '@/contract';
import { api } from '@/app/api';
import { secondaryProfilesKey } from './get-secondary-profiles';

export function useCreateSubProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: v.InferInput<typeof CreateSubProfileRequest>) => api.call('createSubProfile', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondaryProfilesKey }),
  });
}
