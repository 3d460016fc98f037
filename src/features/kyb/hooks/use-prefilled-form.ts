import { useEffect, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UseFormReturnType } from '@mantine/form';
import { useFormDraft } from '@/offline';

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
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (applied || !settled) return;
    if (prefill.data) {
      form.setInitialValues(prefill.data);
      form.setValues(prefill.data);
    }
    setApplied(true);
  }, [applied, settled, prefill.data, form]);
  const draft = useFormDraft(form, { draftId, enabled: applied });
  return { draft, ready: applied && draft.restored, failed: prefill.isError };
}
