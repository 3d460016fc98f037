import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

interface PrefillOptions<Values> {
  draftId: string;
  accountId: number | null;
  load: (client: QueryClient, accountId: number) => Promise<Values | null>;
}

/**
 * What a step starts from when it edits what the server holds: `load` reads the saved step, documents included;
 * `saved` is undefined while it loads, null when the step was never saved, or offline, or when the read failed
 * (`failed`): the form then starts from its draft alone.
 */
export function usePrefill<Values>({ draftId, accountId, load }: PrefillOptions<Values>) {
  const client = useQueryClient();
  const prefill = useQuery({
    queryKey: ['kyb', 'prefill', draftId, accountId],
    queryFn: () => load(client, accountId!),
    enabled: accountId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const settled =
    accountId === null || prefill.data !== undefined || prefill.isError || prefill.fetchStatus === 'paused';
  return { saved: settled ? (prefill.data ?? null) : undefined, failed: prefill.isError };
}
