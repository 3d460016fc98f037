import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UseFormReturnType } from '@mantine/form';
import { usePrefilledDraft } from '@/offline';

/**
 * A step form that starts from what the server holds (editing) and then from its draft on this device (the draft
 * wins). `load` reads the saved step, documents included; null when the step was never saved. Offline, or when
 * the read fails, the form starts from its draft alone.
 */
export function usePrefilledForm<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values, any>,
  { draftId, accountId, load }: { draftId: string; accountId: number | null; load: (client: QueryClient, accountId: number) => Promise<Values | null> },
) {
  const client = useQueryClient();
  const prefill = useQuery({
    queryKey: ['kyb', 'prefill', draftId, accountId],
    queryFn: () => load(client, accountId!),
    enabled: accountId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const settled = accountId === null || prefill.data !== undefined || prefill.isError || prefill.fetchStatus === 'paused';
  const draft = usePrefilledDraft(form, { draftId, saved: settled ? (prefill.data ?? null) : undefined });
  return { draft, ready: draft.restored, failed: prefill.isError };
}
