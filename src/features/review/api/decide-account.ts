import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDecisionRequest } from '@/contract';
import { api } from '@/app/api';
import { REVIEW_QUERY_KEY } from './get-review-queue';

/** POST /review/accountDecision; the queue, detail and trail are read again after. */
export function useDecideAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountDecisionRequest) => api.call('decideAccount', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUERY_KEY }),
  });
}
