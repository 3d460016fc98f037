import { useEffect, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useFormDraft, type FormDraft } from './use-form-draft';

/**
 * `useFormDraft` for a form that may edit what the server holds. Once `saved` has settled, its values go in the
 * form (as its initial values too, so an untouched form is no draft); then the draft is restored over them (the
 * draft wins). `saved`: undefined while it loads; null when there is nothing to start from (a new step, or a read
 * that failed or waits for a connection: the form starts from its draft alone).
 */
export function usePrefilledDraft<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values, any>,
  { draftId, saved }: { draftId: string; saved: Values | null | undefined },
): FormDraft {
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (applied || saved === undefined) return;
    if (saved) {
      form.setInitialValues(saved);
      form.setValues(saved);
    }
    setApplied(true);
  }, [applied, saved, form]);
  const draft = useFormDraft(form, { draftId, enabled: applied });
  return { ...draft, restored: applied && draft.restored };
}
