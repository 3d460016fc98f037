import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/app/session';
import { offlineDb } from './db';
import { loadDraftIn } from './drafts';
import { createDraftSaver, onPageHide } from './draft-saver';

type Update<T> = T | ((previous: T) => T);

/**
 * `useState` kept as a draft of the signed-in user (e.g. the director and shareholder working lists): restored on
 * mount, saved 400 ms after the last change and on page hide. Changes before the restore are applied on top of it.
 */
export function useDraftState<T>(
  draftId: string,
  initial: T,
  { debounceMs = 400 } = {},
): [T, (next: Update<T>) => void, { restored: boolean }] {
  const userId = useSession()?.userId;
  const [value, setValue] = useState<T>(initial);
  const [restored, setRestored] = useState(false);
  const saverRef = useRef<ReturnType<typeof createDraftSaver> | null>(null);

  useEffect(() => {
    if (!userId) {
      setRestored(true);
      return;
    }
    const scope = { db: offlineDb(), userId };
    let active = true;
    setRestored(false);
    void loadDraftIn<T>(scope, draftId)
      .then((draft) => {
        if (active && draft) setValue(draft.values);
      })
      .catch((error: unknown) => console.error('Draft not restored', error))
      .finally(() => {
        if (!active) return;
        saverRef.current = createDraftSaver(scope, draftId, debounceMs);
        setRestored(true);
      });
    const stopListening = onPageHide(() => void saverRef.current?.flush());
    return () => {
      active = false;
      stopListening();
      void saverRef.current?.close();
      saverRef.current = null;
    };
  }, [userId, draftId, debounceMs]);

  const update = useCallback((next: Update<T>) => {
    setValue((previous) => {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
      saverRef.current?.schedule(resolved);
      return resolved;
    });
  }, []);

  return [value, update, { restored }];
}
