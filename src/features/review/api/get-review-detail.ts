import { useQuery } from '@tanstack/react-query';
import type { SubjectType } from '@/contract';
import { api } from '@/app/api';
import { REVIEW_QUERY_KEY } from './get-review-queue';

export const reviewDetailKey = (subjectType: SubjectType, subjectId: string) =>
  [...REVIEW_QUERY_KEY, 'detail', subjectType, subjectId] as const;

/** GET /review/detail: every field, document and decision of one submission. */
export const useReviewDetail = (subjectType: SubjectType, subjectId: string) =>
  useQuery({
    queryKey: reviewDetailKey(subjectType, subjectId),
    queryFn: () => api.call('reviewDetail', { query: { subject_type: subjectType, subject_id: subjectId } }),
    staleTime: 0,
  });
