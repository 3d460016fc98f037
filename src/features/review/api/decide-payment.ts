import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentDecisionRequest } from '@/contract';
import { api } from '@/app/api';
import { REVIEW_QUERY_KEY } from './get-review-queue';

/** POST /review/paymentDecision; the queue, detail and trail are read again after. */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentDecisionRequest) => api.call('decidePayment', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUERY_KEY }),
  });
}
