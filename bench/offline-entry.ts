/** Bundled for the offline bench and run in Chromium: the real draft store and sync engine over real IndexedDB. */
import { createApiClient } from '@/contract';
import { openOfflineDb } from '@/offline/db';
import { loadDraftIn, saveDraftIn } from '@/offline/drafts';
import { enqueueStepIn } from '@/offline/outbox';
import { createSyncEngine } from '@/offline/engine';
import { webLock } from '@/offline/lock';

const userId = 'bench-user';
const db = openOfflineDb('payway-bench');
const scope = { db, userId };

/** Base64 of `bytes` pseudo-random bytes (a JPEG header first), as a picked photo would be. */
function fakeDocument(bytes: number, seed: number) {
  const data = new Uint8Array(bytes);
  data.set([0xff, 0xd8, 0xff]);
  let x = seed;
  for (let i = 3; i < bytes; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    data[i] = x >>> 24;
  }
  let binary = '';
  for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
  return btoa(binary);
}

const bench = {
  async saveDraftWithDocuments(count: number, bytes: number) {
    const values: Record<string, string> = { legalName: 'Bench Ltd' };
    for (let i = 0; i < count; i++) values[`document${i}`] = fakeDocument(bytes, i + 1);
    await saveDraftIn(scope, 'bench/documents', values);
  },
  async restoreDraft() {
    const started = performance.now();
    const draft = await loadDraftIn<Record<string, string>>(scope, 'bench/documents');
    const ms = performance.now() - started;
    return { ms, chars: Object.values(draft?.values ?? {}).reduce((sum, value) => sum + value.length, 0) };
  },
  async drain(count: number, token: string, email: string) {
    const api = createApiClient({ getToken: () => token });
    for (let i = 0; i < count; i++) {
      await enqueueStepIn(scope, {
        stepId: `bench/account-${i}`,
        endpoint: 'saveCustomerAccount',
        input: { body: { accountEmailAddress: email, accountType: 1, accountId: '' } },
      });
    }
    const engine = createSyncEngine({
      db,
      getUserId: () => userId,
      withLock: webLock,
      call: (endpoint, input, options) => api.call(endpoint as never, input as never, options),
    });
    const started = performance.now();
    await engine.kick();
    const ms = performance.now() - started;
    return { ms, synced: await db.outbox.where({ userId, state: 'synced' }).count() };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
