import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';
import { REVIEW_QUERY_KEY } from './get-review-queue';

/**
 * A submitted document downloaded with the bearer token (GET /review/documents/{id}) as a blob URL for <img> or
 * <iframe>; the URL is revoked when the preview goes away.
 */
export function useReviewDocumentUrl(url: string, enabled: boolean) {
  const query = useQuery({
    queryKey: [...REVIEW_QUERY_KEY, 'document', url],
    queryFn: ({ signal }) => api.fetchDocument(url, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const created = URL.createObjectURL(query.data);
    setObjectUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setObjectUrl(null);
    };
  }, [query.data]);
  return { objectUrl, isLoading: query.isLoading, error: query.error };
}
