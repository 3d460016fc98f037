import { useEffect, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { equalValues, useFormDraft, type FormDraft } from './use-form-draft';

/**
 * `useFormDraft` for a form that may edit what the server holds. Once `saved` has settled, its values go in the
 * form (as its initial values too, so an untouched form is no draft); then the draft is restored over them (the
 * draft wins). `saved`: undefined while it loads; null when there is nothing to start from yet (a new step, a read
 * that failed, or one that waits for a connection: the form opens from its draft alone, at once). When the saved
 * values arrive after that (back online), they fill every field the user has not changed.
 */
export function usePrefilledDraft<Values extends Record<string, unknown>, Transformed>(
  form: UseFormReturnType<Values, Transformed>,
  { draftId, saved }: { draftId: string; saved: Values | null | undefined },
): FormDraft {
  const [applied, setApplied] = useState(false);
  const hasSaved = useRef(false);
  const draft = useFormDraft(form, { draftId, enabled: applied });
  useEffect(() => {
    if (saved === undefined || hasSaved.current) return;
    if (!applied) {
      if (saved) {
        form.setInitialValues(saved);
        form.setValues(saved);
        hasSaved.current = true;
      }
      setApplied(true);
    } else if (saved && draft.restored) {
      const current = form.getValues();
      const initial = form.getInitialValues();
      const changed = Object.keys(current).filter((key) => !equalValues(current[key], initial[key]));
      form.setInitialValues(saved);
      form.setValues({ ...saved, ...Object.fromEntries(changed.map((key) => [key, current[key]])) });
      hasSaved.current = true;
    }
  }, [applied, saved, form, draft.restored]);
  return { ...draft, restored: applied && draft.restored };
}
