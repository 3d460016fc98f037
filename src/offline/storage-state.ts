/**
 * Whether the browser keeps what the app saves and how much room it has (navigator.storage): shown in Settings, and
 * checked before a document is put in a draft, so a file that does not fit is refused before anything is written.
 */
import { useEffect, useState } from 'react';

export interface StorageState {
  /** Granted persistence: the browser does not evict this origin's storage; undefined where it does not say. */
  persisted?: boolean;
  usage?: number;
  quota?: number;
}

export async function readStorageState(): Promise<StorageState> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const [persisted, estimate] = await Promise.all([storage?.persisted?.().catch(() => undefined), storage?.estimate?.().catch(() => undefined)]);
  return { persisted, usage: estimate?.usage, quota: estimate?.quota };
}

/** The storage state, read when shown and again after `refresh()` (a copy restored, drafts removed). */
export function useStorageState(): StorageState & { loaded: boolean; refresh: () => void } {
  const [state, setState] = useState<StorageState & { loaded: boolean }>({ loaded: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let active = true;
    void readStorageState().then((read) => active && setState({ ...read, loaded: true }));
    return () => {
      active = false;
    };
  }, [round]);
  return { ...state, refresh: () => setRound((value) => value + 1) };
}

/** Room a document of `bytes` takes in a draft: base64 (4/3), sealed, with IndexedDB's own overhead. */
const roomFor = (bytes: number) => Math.ceil((bytes * 4) / 3) + 64 * 1024;

export class NoRoomError extends Error {
  constructor(
    readonly needed: number,
    readonly free: number,
  ) {
    super(`No room on this device: ${needed} bytes needed, ${free} free`);
    this.name = 'NoRoomError';
  }
}

/** Throws NoRoomError when a document of `bytes` would not fit in what the browser still allows the app. */
export async function checkRoomFor(bytes: number): Promise<void> {
  const { usage, quota } = await readStorageState();
  if (usage === undefined || quota === undefined) return;
  const needed = roomFor(bytes);
  const free = Math.max(0, quota - usage);
  if (needed > free) throw new NoRoomError(needed, free);
}

export const isQuotaError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'QuotaExceededError' || (error as { inner?: Error }).inner?.name === 'QuotaExceededError');

const IOS_NOTICE_KEY = 'payway.iosStorageNoticeShown';
/**
 * Safari on iOS and iPadOS deletes a site's storage after 7 days without a visit unless the app was added to the Home
 * Screen: true once per device when that applies and the notice was not shown yet (it is marked shown).
 */
export function takeIosStorageNotice(): boolean {
  if (typeof navigator === 'undefined' || typeof localStorage === 'undefined') return false;
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  if (!ios || localStorage.getItem(IOS_NOTICE_KEY)) return false;
  if ((navigator as Navigator & { standalone?: boolean }).standalone === true || matchMedia('(display-mode: standalone)').matches) return false;
  localStorage.setItem(IOS_NOTICE_KEY, '1');
  return true;
}
