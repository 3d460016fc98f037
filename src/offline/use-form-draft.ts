import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useSession } from '@/app/session';
import { fieldErrorTexts } from '@/app/wording/error-text';
import { offlineDb } from './db';
import { clearDraftsIn, loadDraftIn, type Scope } from './drafts';
import { createDraftSaver, onPageHide } from './draft-saver';
import { useStepStatus } from './use-step-status';

export interface FormDraftOptions {
  /** The form step's id, e.g. 'kyc/personal:new'; also its step id in the outbox. */
  draftId: string;
  /** Top-level fields never stored (the payment password). */
  exclude?: string[];
  /** Restore and save only once true: in edit mode, after the server's data is in the form (the draft wins). */
  enabled?: boolean;
  debounceMs?: number;
}

export interface FormDraft {
  /** The saved draft (if any) is in the form; until then keep submit disabled. */
  restored: boolean;
  /** A draft was found and restored on mount. */
  hadDraft: boolean;
  /** When the values were last written to this device. */
  savedAt?: number;
  /** Writes pending changes now. */
  flush: () => Promise<void>;
  /** Forgets the draft (values and documents) of this form. */
  discard: () => Promise<void>;
}

export function equalValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => equalValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

function without(values: Record<string, unknown>, exclude: string[]) {
  if (!exclude.length) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !exclude.includes(key)));
}

/**
 * Binds a Mantine form to a draft of the signed-in user: restores it on mount, saves 400 ms after the last change,
 * flushes on page hide and unmount, and puts a refused step's fieldErrors on the form.
 */
export function useFormDraft<Values extends Record<string, unknown>, Transformed>(
  form: UseFormReturnType<Values, Transformed>,
  { draftId, exclude, enabled = true, debounceMs = 400 }: FormDraftOptions,
): FormDraft {
  const userId = useSession()?.userId;
  const [restored, setRestored] = useState(false);
  const [hadDraft, setHadDraft] = useState(false);
  const [savedAt, setSavedAt] = useState<number>();
  const formRef = useRef(form);
  formRef.current = form;
  const saverRef = useRef<ReturnType<typeof createDraftSaver> | null>(null);
  const lastSaved = useRef<unknown>(undefined);
  const excludeKey = (exclude ?? []).join(',');
  const excluded = useMemo(() => (excludeKey ? excludeKey.split(',') : []), [excludeKey]);

  const scheduleSave = useCallback(() => {
    const saver = saverRef.current;
    if (!saver) return;
    const values = without(formRef.current.getValues(), excluded);
    if (values === lastSaved.current || equalValues(values, lastSaved.current)) return;
    // A form back at its initial values (e.g. reset after success) is no draft worth keeping.
    if (lastSaved.current === undefined && equalValues(values, without(formRef.current.getInitialValues(), excluded)))
      return;
    lastSaved.current = values;
    saver.schedule(values);
  }, [excluded]);

  useEffect(() => {
    if (!enabled || !userId) {
      setRestored(!userId);
      return;
    }
    const scope: Scope = { db: offlineDb(), userId };
    let active = true;
    setRestored(false);
    lastSaved.current = undefined;
    void loadDraftIn<Values>(scope, draftId)
      .then((draft) => {
        if (!active) return;
        if (draft) {
          const values = without(draft.values, excluded) as Partial<Values>;
          lastSaved.current = { ...without(formRef.current.getValues(), excluded), ...values };
          formRef.current.setValues(values);
          setSavedAt(draft.updatedAt);
        }
        setHadDraft(!!draft);
      })
      .catch((error: unknown) => console.error('Draft not restored', error))
      .finally(() => {
        if (!active) return;
        saverRef.current = createDraftSaver(scope, draftId, debounceMs, setSavedAt);
        setRestored(true);
      });
    const stopListening = onPageHide(() => {
      scheduleSave();
      void saverRef.current?.flush();
    });
    return () => {
      active = false;
      stopListening();
      scheduleSave();
      void saverRef.current?.close();
      saverRef.current = null;
    };
  }, [enabled, userId, draftId, debounceMs, excluded, scheduleSave]);

  // Every top-level field is watched: Mantine notifies a parent path for nested and list changes too.
  const [watchedFields] = useState(() => Object.keys(form.getInitialValues()));
  for (const field of watchedFields) form.watch(field as never, scheduleSave);

  const status = useStepStatus(draftId);
  const shownRefusal = useRef<string>(undefined);
  useEffect(() => {
    if (!status.refusal || !status.refusalId || shownRefusal.current === status.refusalId) return;
    shownRefusal.current = status.refusalId;
    const fields = fieldErrorTexts(status.refusal);
    if (Object.keys(fields).length > 0) formRef.current.setErrors(fields);
  }, [status.refusal, status.refusalId]);

  return {
    restored,
    hadDraft,
    savedAt,
    flush: useCallback(async () => {
      scheduleSave();
      await saverRef.current?.flush();
    }, [scheduleSave]),
    discard: useCallback(async () => {
      await saverRef.current?.cancel();
      // The values on screen now count as saved, so unmounting right after does not write the draft back.
      lastSaved.current = without(formRef.current.getValues(), excluded);
      if (userId) await clearDraftsIn({ db: offlineDb(), userId }, [draftId]);
      setSavedAt(undefined);
    }, [userId, draftId, excluded]),
  };
}
