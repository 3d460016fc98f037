import { useEffect, useState } from 'react';

/**
 * Puts an edit's saved values in the form once they arrive (as its initial values too, so an untouched form is no
 * draft); returns true from then on, when the draft may restore over them. In new mode (no prefill) at once.
 */
export function usePrefill<Values>(form: { setInitialValues: (values: Values) => void; setValues: (values: Values) => void }, prefill: Values | null, ready: boolean) {
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (!ready || applied) return;
    if (prefill) {
      form.setInitialValues(prefill);
      form.setValues(prefill);
    }
    setApplied(true);
  }, [ready, applied, prefill, form]);
  return applied;
}
