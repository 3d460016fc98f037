import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueueStatus, QueueType } from '@/contract';
import { api } from '@/app/api';

export const REVIEW_QUERY_KEY = ['review'] as const;

/** GET /review/queue: submissions matching the filters and search, oldest first; refreshed every minute while open. */
export const useReviewQueue = (status: QueueStatus, type: QueueType, q: string) =>
  useQuery({
    queryKey: [...REVIEW_QUERY_KEY, 'queue', status, type, q],
    queryFn: () => api.call('reviewQueue', { query: { status, type, q } }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: 60_000,
  });
