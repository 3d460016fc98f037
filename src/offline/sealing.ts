/**
 * Encryption of what the app keeps on the device (see db.ts): draft values, attachment contents and outbox inputs
 * are stored as a SealedValue, AES-256-GCM under the signed-in user's device key with a fresh 12-byte nonce.
 * The key comes from the server (GET /auth/deviceKey, right after signing in; the same until the password is reset),
 * is imported non-extractable and kept in IndexedDB `deviceKeys` while the user is signed in, so reloads offline open
 * the drafts; sign-out and an ended session delete it, leaving only ciphertext on the device until the same user
 * signs in again. A key that does not open what the device sealed before (a reset replaced it) is reported to
 * onRetiredKey, which removes that data: nobody can open it any more.
 * Rows written before sealing existed, or while no key could be had, are plain and read as they are.
 */
import type { OfflineDb } from './db';

export interface SealedValue {
  $sealed: 1;
  iv: Uint8Array;
  data: ArrayBuffer;
}

const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' && value !== null && (value as SealedValue).$sealed === 1;

/** Fetches the signed-in user's raw key from the server; set once by the app (engine-instance.ts). */
type KeySource = (userId: string) => Promise<Uint8Array>;
let source: KeySource | undefined;
let onRetiredKey: ((userId: string) => Promise<void>) | undefined;
export const setDeviceKeySource = (fetchKey: KeySource, retiredKey?: (userId: string) => Promise<void>) => {
  source = fetchKey;
  onRetiredKey = retiredKey;
};

const keys = new Map<string, Promise<CryptoKey | undefined>>();
const cacheKey = (db: OfflineDb, userId: string) => `${db.name}\u0000${userId}`;

/** Imports the raw key non-extractable and keeps it in IndexedDB, not yet in memory (see findDeviceKey). */
async function storeDeviceKey(db: OfflineDb, userId: string, raw: Uint8Array): Promise<CryptoKey> {
  const key = await crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
  await db.deviceKeys.put({ userId, key });
  return key;
}

export async function installDeviceKey(db: OfflineDb, userId: string, raw: Uint8Array): Promise<CryptoKey> {
  const key = await storeDeviceKey(db, userId, raw);
  keys.set(cacheKey(db, userId), Promise.resolve(key));
  return key;
}

async function findDeviceKey(db: OfflineDb, userId: string, fromServer: boolean): Promise<CryptoKey | undefined> {
  const stored = await db.deviceKeys.get(userId);
  if (stored && !fromServer) return stored.key;
  if (!source || (typeof navigator !== 'undefined' && navigator.onLine === false)) return stored?.key;
  let key: CryptoKey;
  try {
    key = await storeDeviceKey(db, userId, await source(userId));
  } catch {
    return stored?.key;
  }
  // Until this resolves, whoever seals waits for the key (deviceKeyFor holds this promise): a draft sealed under the
  // new key before the check would be the row it samples, and the old ones would stay, unopenable and unannounced.
  if (onRetiredKey && !(await opensWhatIsSealed(db, userId, key))) await onRetiredKey(userId);
  return key;
}

/** Whether the key opens a row of each kind the device sealed for the user (one is enough: all share one key). */
async function opensWhatIsSealed(db: OfflineDb, userId: string, key: CryptoKey): Promise<boolean> {
  const samples = await Promise.all([
    db.drafts
      .where('userId')
      .equals(userId)
      .filter((row) => isSealed(row.values))
      .first(),
    db.attachments
      .where('userId')
      .equals(userId)
      .filter((row) => isSealed(row.content))
      .first(),
    db.outboxInputs
      .where('userId')
      .equals(userId)
      .filter((row) => isSealed(row.input))
      .first(),
    db.lastKnown
      .where('userId')
      .equals(userId)
      .filter((row) => isSealed(row.value))
      .first(),
  ]);
  const sealed = [samples[0]?.values, samples[1]?.content, samples[2]?.input, samples[3]?.value].filter(isSealed);
  try {
    for (const value of sealed)
      await crypto.subtle.decrypt({ name: 'AES-GCM', iv: value.iv as Uint8Array<ArrayBuffer> }, key, value.data);
    return true;
  } catch {
    return false;
  }
}

/**
 * The user's key: from memory, from IndexedDB, else asked of the server once (undefined offline before any).
 * `fromServer` asks the server even when the device holds one (kept when the server cannot be reached): at sign-in and
 * at start, so a key a reset replaced is found even when the session ended before the app was watching it.
 */
export function deviceKeyFor(
  db: OfflineDb,
  userId: string,
  { fromServer = false } = {},
): Promise<CryptoKey | undefined> {
  const id = cacheKey(db, userId);
  let found = fromServer ? undefined : keys.get(id);
  if (!found) {
    found = findDeviceKey(db, userId, fromServer);
    keys.set(id, found);
    // A miss is not remembered: the next call asks again (the connection may be back).
    void found.then((key) => {
      if (!key && keys.get(id) === found) keys.delete(id);
    });
  }
  return found;
}

/** Sign-out or an ended session: the key leaves the device; what it sealed stays unreadable until the next sign-in. */
export async function forgetDeviceKey(db: OfflineDb, userId: string): Promise<void> {
  keys.delete(cacheKey(db, userId));
  await db.deviceKeys.delete(userId);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The value sealed under the user's key, or the value itself when no key can be had. Call it outside transactions. */
export async function seal(db: OfflineDb, userId: string, value: unknown): Promise<unknown> {
  const key = await deviceKeyFor(db, userId);
  if (!key) return value;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value ?? null)));
  return { $sealed: 1, iv, data } satisfies SealedValue;
}

export class SealedWithoutKeyError extends Error {
  constructor() {
    super('This data was saved on this device by a signed-in session; sign in again to open it.');
    this.name = 'SealedWithoutKeyError';
  }
}

/** The value a row holds: opened with the user's key when sealed, as it is when plain. Call it outside transactions. */
export async function unseal<T = unknown>(db: OfflineDb, userId: string, stored: unknown): Promise<T> {
  if (!isSealed(stored)) return stored as T;
  const key = await deviceKeyFor(db, userId);
  if (!key) throw new SealedWithoutKeyError();
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: stored.iv as Uint8Array<ArrayBuffer> },
    key,
    stored.data,
  );
  return JSON.parse(decoder.decode(plain)) as T;
}
