import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/app/api';
import { twoFactorStatusKey } from './get-two-factor-status';

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call('disableTwoFactor', { body: { code } }),
    onSuccess: (status) => queryClient.setQueryData(twoFactorStatusKey, status),
  });
}
