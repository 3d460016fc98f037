import { base64urlnopad } from '@scure/base';
import type { CallInput, EndpointName, Endpoints, ResponseOf } from '@/contract';
import { api } from '@/app/api';
import { session } from '@/app/session';
import { offlineDb } from './db';
import { createSyncEngine, type SyncEngine, type SyncedStep } from './engine';
import { leaseLock, webLock } from './lock';
import { currentUserId } from './scope';
import { uploadDocumentsNow, type DocumentTransfer } from './uploads';
import { deviceKeyFor, forgetDeviceKey, setDeviceKeySource } from './sealing';
import { expireDrafts } from './expire';
import { removeDeviceDrafts } from './wipe';
import { upgradeStoredWork } from './migrate-work';
import type { Scope } from './drafts';
import { notify } from '@/app/notify';
import { t } from '@/app/i18n';

export type { SyncedStep };

// tus-js-client loads with the first document to send, not with the app.
const transfer: DocumentTransfer = async (file, callbacks) =>
  (await import('./tus-transfer')).tusTransfer()(file, callbacks);

/** Uploads the documents of a request that is never queued (a payment) and returns it naming them by upload id. */
const sentNow = new Map<string, string>();
export const sendDocumentsNow = <T>(input: T): Promise<T> => uploadDocumentsNow(input, transfer, sentNow);

const BACKGROUND_SYNC_TAG = 'payway-outbox';
const syncedListeners = new Set<(step: SyncedStep) => void>();
let engine: SyncEngine | null = null;

/** Users whose drafts and steps this page brought to the current schema (once per page, once the key is there). */
const upgraded = new Set<string>();
async function upgradeOnce(scope: Scope) {
  if (upgraded.has(scope.userId)) return;
  if (await upgradeStoredWork(scope)) upgraded.add(scope.userId);
}

function getEngine(): SyncEngine {
  engine ??= createSyncEngine({
    db: offlineDb(),
    call: (endpoint, input, options) => api.call(endpoint as EndpointName, input as CallInput<EndpointName>, options),
    transfer,
    getUserId: currentUserId,
    withLock:
      typeof navigator !== 'undefined' && navigator.locks ? webLock : leaseLock(offlineDb(), crypto.randomUUID()),
    prepare: upgradeOnce,
    onSynced: (step) => syncedListeners.forEach((listener) => listener(step)),
    onRetryScheduled: registerBackgroundSync,
  });
  return engine;
}

/** Where the browser has Background Sync, the service worker wakes an open tab once the connection is back. */
function registerBackgroundSync() {
  void navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(
        BACKGROUND_SYNC_TAG,
      ),
    )
    .catch(() => undefined);
}

/** Sends what can be sent now; nothing while signed out or while the browser knows it is offline (`online` wakes it). */
export function syncNow(): void {
  if (!currentUserId() || navigator.onLine === false) return;
  void getEngine()
    .kick()
    .catch((error: unknown) => console.error('Outbox not sent', error));
}

/** Listens for steps synced by this tab; returns the unsubscribe function. */
export function onStepSynced(listener: (step: SyncedStep) => void): () => void {
  syncedListeners.add(listener);
  return () => syncedListeners.delete(listener);
}

/**
 * Listens for the steps of one endpoint synced by this tab, with the server's answer typed by the contract; returns
 * the unsubscribe function. The outbox keeps what `api.call(endpoint)` resolved with, already checked against the
 * endpoint's response schema: the one place that knows it, so listeners need no cast.
 */
export function onEndpointSynced<K extends EndpointName>(
  endpoint: K,
  listener: (response: ResponseOf<Endpoints[K]>, step: SyncedStep) => void,
): () => void {
  return onStepSynced((step) => {
    if (step.endpoint === endpoint) listener(step.response as ResponseOf<Endpoints[K]>, step);
  });
}

/**
 * The device key follows the session: asked of the server at sign-in and at start (a reset may have replaced it while
 * the session ended unseen), deleted from the device when the session ends.
 */
let keyHolder: string | undefined;
function followSession() {
  const userId = currentUserId();
  if (keyHolder && keyHolder !== userId) void forgetDeviceKey(offlineDb(), keyHolder);
  keyHolder = userId;
  if (userId) void deviceKeyFor(offlineDb(), userId, { fromServer: true });
}

let started = false;
/** Starts the engine once for the app: now, on `online`, when the page shows, at sign-in, on a Background Sync. */
export function startSync(): void {
  if (started) return;
  started = true;
  // A password reset replaced the key: what this device sealed under the old one cannot be opened, so it goes, with a word.
  setDeviceKeySource(
    async () => base64urlnopad.decode((await api.call('deviceKey', undefined, { quiet: true })).key),
    async (userId) => {
      await removeDeviceDrafts(userId);
      notify.info(t('frame.draftsOfOldPasswordRemoved'));
    },
  );
  followSession();
  session.subscribe(followSession);
  void expireDrafts(offlineDb()).catch((error: unknown) => console.error('Expired drafts not removed', error));
  window.addEventListener('online', syncNow);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && syncNow());
  session.subscribe(syncNow);
  // Uploads are bound to their user: another sign-in never names the last one's.
  session.subscribe(() => sentNow.clear());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    if (event.data?.type === 'SYNC_OUTBOX') syncNow();
  });
  syncNow();
}
