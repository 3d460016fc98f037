import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { openOfflineDb, type OfflineDb } from '@/offline/db';
import { loadDraftIn, saveDraftIn, type Scope } from '@/offline/drafts';
import { enqueueStepIn } from '@/offline/outbox';
import { createSyncEngine } from '@/offline/engine';
import { leaseLock } from '@/offline/lock';
import { installDeviceKey } from '@/offline/sealing';
import { makeRescueCopy, RESCUE_ITERATIONS, RescueCopyError, restoreRescueCopy } from '@/offline/rescue';

/* A rescue copy carries unsent work to another browser, sealed with a passphrase, and resumes it under its keys. */

const userId = 'ada@example.com';
const DOCUMENT = Buffer.from('scan of a passport '.repeat(300)).toString('base64');
let dbs: OfflineDb[] = [];
const freshDevice = async () => {
  const db = openOfflineDb(`rescue-${Math.random().toString(36).slice(2)}`);
  dbs.push(db);
  await installDeviceKey(db, userId, crypto.getRandomValues(new Uint8Array(32)));
  return { db, userId } satisfies Scope;
};
beforeEach(() => {
  dbs = [];
});
afterEach(async () => {
  for (const db of dbs) {
    db.close();
    await Dexie.delete(db.name);
  }
});

async function sendAll(scope: Scope, replies: Map<string, unknown>) {
  const sent: Array<{ endpoint: string; key: string; input: unknown }> = [];
  await createSyncEngine({
    db: scope.db,
    getUserId: () => scope.userId,
    withLock: leaseLock(scope.db, 'tab'),
    call: async (endpoint, input, { idempotencyKey }) => {
      sent.push({ endpoint, key: idempotencyKey, input });
      return replies.get(endpoint);
    },
  }).kick();
  return sent;
}

describe('rescue copy', () => {
  it('restores drafts, documents and queued steps in a fresh browser; the steps go with their keys, once', async () => {
    const first = await freshDevice();
    await saveDraftIn(first, 'kyc/other:new', { occupation: 'Engineer', identificationAttachment: DOCUMENT });
    const account = await enqueueStepIn(first, {
      stepId: 'accounts/create-individual:new',
      endpoint: 'saveCustomerAccount',
      input: { body: { accountId: '' } },
    } as never);
    const identity = await enqueueStepIn(first, {
      stepId: 'kyc/identity:new',
      endpoint: 'saveOrUpdateCustomerIdentity',
      input: { body: { firstName: 'Ada' } },
      dependsOn: [{ stepId: 'accounts/create-individual:new', take: { 'body.accountId': 'accountId' } }],
    } as never);
    const copy = await makeRescueCopy(first, 'correct horse battery');
    expect(copy).not.toContain('Engineer');
    expect(copy).not.toContain(userId);
    expect(JSON.parse(copy).kdf).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: RESCUE_ITERATIONS });

    const second = await freshDevice();
    await expect(restoreRescueCopy(second, copy, 'wrong passphrase')).rejects.toEqual(
      new RescueCopyError('wrongPassphrase'),
    );
    expect(await second.db.outbox.count()).toBe(0);
    await expect(
      restoreRescueCopy({ ...second, userId: 'obi@example.com' }, copy, 'correct horse battery'),
    ).rejects.toEqual(new RescueCopyError('otherAccount'));
    await expect(restoreRescueCopy(second, '{"hello":1}', 'x')).rejects.toEqual(new RescueCopyError('notACopy'));

    expect(await restoreRescueCopy(second, copy, 'correct horse battery')).toEqual({ drafts: 1, steps: 2 });
    // A second restore of the same copy adds nothing.
    expect(await restoreRescueCopy(second, copy, 'correct horse battery')).toEqual({ drafts: 0, steps: 0 });
    expect((await loadDraftIn(second, 'kyc/other:new'))?.values).toEqual({
      occupation: 'Engineer',
      identificationAttachment: DOCUMENT,
    });

    const sent = await sendAll(second, new Map([['saveCustomerAccount', { accountId: 42 }]]));
    expect(sent.map(({ endpoint, key }) => [endpoint, key])).toEqual([
      ['saveCustomerAccount', account.idempotencyKey],
      ['saveOrUpdateCustomerIdentity', identity.idempotencyKey],
    ]);
    expect(sent[1]!.input).toEqual({ body: { firstName: 'Ada', accountId: 42 } });
  });
});
