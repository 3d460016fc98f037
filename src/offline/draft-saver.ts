import { saveDraftIn, type Scope } from './drafts';
import { currentUserId } from './scope';
import { isQuotaError, takeIosStorageNotice } from './storage-state';
import { notify } from '@/app/notify';
import { t } from '@/app/i18n';

let persistenceAsked = false;
/** Once, at the first draft: ask the browser not to evict this origin's storage under pressure. */
function askPersistentStorage() {
  if (persistenceAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistenceAsked = true;
  if (takeIosStorageNotice()) notify.lasting(t('deviceStorage.iosNotice'));
  void navigator.storage
    .persisted()
    .then((persisted) => persisted || navigator.storage.persist())
    .catch(() => undefined);
}

const openSavers = new Set<{ flush: () => Promise<void> }>();

/** Writes every pending draft change now: a step submitted right after a keystroke is then newer than its draft. */
export const flushAllDrafts = () => Promise.all([...openSavers].map((saver) => saver.flush())).then(() => undefined);

/**
 * Debounced saves of one draft: `schedule` after each change, `flush` on page hide and unmount (Excalidraw's
 * LocalData habit). Saves run one after another, so an older value never lands after a newer one.
 */
export function createDraftSaver(scope: Scope, draftId: string, debounceMs: number, onSaved?: (at: number) => void) {
  let pending: { values: unknown } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return chain;
    const { values } = pending;
    pending = null;
    // A form unmounting after sign-out (here or in another tab) must not write the wiped user's draft back.
    if (currentUserId() !== scope.userId) return chain;
    askPersistentStorage();
    chain = chain
      .then(() => saveDraftIn(scope, draftId, values))
      .then(() => onSaved?.(Date.now()))
      .catch((error: unknown) => {
        // The write's transaction was undone: the draft as saved before stays whole.
        if (isQuotaError(error)) notify.error(t('deviceStorage.notSavedFull'));
        else console.error('Draft not saved', error);
      });
    return chain;
  }

  const saver = {
    schedule(values: unknown) {
      pending = { values };
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), debounceMs);
    },
    flush,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      return chain;
    },
    /** Flushes and stops (unmount). */
    close() {
      openSavers.delete(saver);
      return flush();
    },
  };
  openSavers.add(saver);
  return saver;
}

/** Saves on `pagehide` and when the page is hidden (a phone switching apps may never come back). */
export function onPageHide(flush: () => void): () => void {
  const onVisibility = () => document.visibilityState === 'hidden' && flush();
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
