import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentRequest } from '@/contract';
import { api } from '@/app/api';
import { REVIEW_QUERY_KEY } from './get-review-queue';

/** POST /review/assignment ("assign to me"); the queue and detail are read again after. */
export function useAssignReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentRequest) => api.call('assignReview', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEW_QUERY_KEY }),
  });
}
