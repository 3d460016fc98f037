import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api';
import { twoFactorStatusKey } from './get-two-factor-status';

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; password: string }) => api.call('disableTwoFactor', { body }),
    onSuccess: (status) => queryClient.setQueryData(twoFactorStatusKey, status),
  });
}
