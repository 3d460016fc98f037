import { useQuery } from '@tanstack/react-query';
import type { SubjectType } from '@/contract';
import { api } from '@/app/api';
import { REVIEW_QUERY_KEY } from './get-review-queue';

/** GET /review/audit: the trail of one submission (oldest first), or without a subject the latest events of all. */
export const useAuditTrail = (subject?: { type: SubjectType; id: string }) =>
  useQuery({
    queryKey: [...REVIEW_QUERY_KEY, 'audit', subject?.type ?? 'all', subject?.id ?? 'all'],
    queryFn: () =>
      api.call('reviewAudit', { query: subject ? { subject_type: subject.type, subject_id: subject.id } : {} }),
    select: (data) => data.events,
    staleTime: 0,
  });
