import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValidatePaymentTokenRequest } from '@/contract';
import type * as v from 'valibot';
import { api } from '@/app/api';
import { PAYMENTS_QUERY_KEY } from './get-payments';

/** Confirms the request with its token; the confirmed request then shows in the payment lists. */
export function useValidatePaymentToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: v.InferInput<typeof ValidatePaymentTokenRequest>) => api.call('validatePaymentToken', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
