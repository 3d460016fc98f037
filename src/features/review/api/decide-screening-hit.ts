import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HitDecisionRequest } from '@/contract';
import { api } from '@/app/api';
import { REVIEW_QUERY_KEY } from './get-review-queue';

/** POST /review/screeningHit; the queue, detail and trail are read again after. */
export function useDecideScreeningHit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HitDecisionRequest) => api.call('decideScreeningHit', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUERY_KEY }),
  });
}
