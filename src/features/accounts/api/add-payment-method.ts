import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { AddPaymentMethodRequest } from '@/contract';
import { api } from '@/app/api';
import { useRefreshAccounts } from './get-accounts';

/** POST /payment/addPaymentDetail (the payments group stores it). */
export function useAddPaymentMethod() {
  const refresh = useRefreshAccounts();
  return useMutation({
    // Offline it fails at once with the connection message instead of waiting paused.
    networkMode: 'always',
    mutationFn: (body: v.InferInput<typeof AddPaymentMethodRequest>) => api.call('addPaymentDetail', { body }),
    onSuccess: () => refresh(),
  });
}
