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
  const [persisted, estimate] = await Promise.all([
    storage?.persisted?.().catch(() => undefined),
    storage?.estimate?.().catch(() => undefined),
  ]);
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
    /** What the browser says is free; undefined when it would not say and a trial write found too little room. */
    readonly free: number | undefined,
  ) {
    super(`No room on this device: ${needed} bytes needed, ${free ?? 'less'} free`);
    this.name = 'NoRoomError';
  }
}

/** The scratch database of the trial write (not the app's: nothing of the user's is ever written there). */
const ROOM_CHECK_DB = 'payway-room-check';

const idbDone = (request: IDBRequest | IDBOpenDBRequest) =>
  new Promise<void>((resolve, reject) => {
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });

/**
 * Writes `bytes` of random bytes (as incompressible as a sealed document) to a scratch database and removes it: true
 * when the browser took them, false when it refused them for want of room. Chromium's `storage.estimate()` does not
 * tell a page its real quota (it answers usage + 10 GiB whatever the room left, so that a site cannot read the disk's
 * size), so only a write finds out there. Deleting the database frees its room at once.
 */
async function trialWrite(bytes: number): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return true;
  const content = new Uint8Array(bytes);
  for (let at = 0; at < bytes; at += 65_536) crypto.getRandomValues(content.subarray(at, Math.min(bytes, at + 65_536)));
  const opening = indexedDB.open(ROOM_CHECK_DB, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore('trial');
  await idbDone(opening);
  const db = opening.result;
  try {
    const tx = db.transaction('trial', 'readwrite');
    try {
      tx.objectStore('trial').put(content.buffer, 1);
    } catch (error) {
      if (isQuotaError(error)) return false;
      throw error;
    }
    return await new Promise<boolean>((resolve, reject) => {
      tx.oncomplete = () => resolve(true);
      tx.onabort = () =>
        isQuotaError(tx.error) ? resolve(false) : reject(tx.error ?? new Error('The trial write was aborted'));
    });
  } finally {
    db.close();
    await idbDone(indexedDB.deleteDatabase(ROOM_CHECK_DB)).catch(() => undefined);
  }
}

/**
 * Throws NoRoomError when a document of `bytes` would not fit in what the browser still allows the app: first by what
 * `storage.estimate()` says (Firefox and Safari tell the real room), then by writing that much to a scratch database
 * (Chromium hides it). Nothing of the user's is written.
 */
export async function checkRoomFor(bytes: number): Promise<void> {
  const { usage, quota } = await readStorageState();
  const needed = roomFor(bytes);
  if (usage !== undefined && quota !== undefined) {
    const free = Math.max(0, quota - usage);
    if (needed > free) throw new NoRoomError(needed, free);
  }
  if (!(await trialWrite(needed))) throw new NoRoomError(needed, undefined);
}

export const isQuotaError = (error: unknown): boolean =>
  error instanceof Error &&
  (error.name === 'QuotaExceededError' || (error as { inner?: Error }).inner?.name === 'QuotaExceededError');

const IOS_NOTICE_KEY = 'payway.iosStorageNoticeShown';
/**
 * Safari on iOS and iPadOS deletes a site's storage after 7 days without a visit unless the app was added to the Home
 * Screen: true once per device when that applies and the notice was not shown yet (it is marked shown).
 */
export function takeIosStorageNotice(): boolean {
  if (typeof navigator === 'undefined' || typeof localStorage === 'undefined') return false;
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  if (!ios || localStorage.getItem(IOS_NOTICE_KEY)) return false;
  if (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    matchMedia('(display-mode: standalone)').matches
  )
    return false;
  localStorage.setItem(IOS_NOTICE_KEY, '1');
  return true;
}
