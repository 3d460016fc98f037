import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentWithPasskeyRequest } from '@/contract';
import type * as v from 'valibot';
import { api } from '@/app/api';
import { PAYMENTS_QUERY_KEY } from './get-payments';

/** Confirms the request with the passkey's assertion; the confirmed request then shows in the payment lists. */
export function useConfirmWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: v.InferInput<typeof ConfirmPaymentWithPasskeyRequest>) =>
      api.call('confirmPaymentWithPasskey', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_KEY }),
  });
}
