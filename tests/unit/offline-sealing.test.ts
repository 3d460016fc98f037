import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOfflineDb, type OfflineDb } from '@/offline/db';
import { loadDraftIn, saveDraftIn, type Scope } from '@/offline/drafts';
import { enqueueStepIn } from '@/offline/outbox';
import { createSyncEngine } from '@/offline/engine';
import { leaseLock } from '@/offline/lock';
import Dexie from 'dexie';
import { deviceKeyFor, forgetDeviceKey, installDeviceKey, setDeviceKeySource } from '@/offline/sealing';
import { DRAFT_TTL_DAYS, expireDrafts } from '@/offline/expire';

/* What a stolen profile directory or a shared phone shows of a user's data kept on the device (issue 15.8). */

const BVN = '22233344455';
const DOCUMENT = `data:image/png;base64,${Buffer.from('passport photo of Ada Obi '.repeat(200)).toString('base64')}`;
const rawKey = new Uint8Array(32).map((_, index) => index * 7 + 1);

let db: OfflineDb;
let scope: Scope;
beforeEach(() => {
  db = openOfflineDb(`sealing-${Math.random().toString(36).slice(2)}`);
  scope = { db, userId: 'ada@example.com' };
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** Every byte IndexedDB holds for these tables, as text: what someone reading the profile directory would see. */
async function storedText(): Promise<string> {
  const rows = [
    ...(await db.drafts.toArray()),
    ...(await db.attachments.toArray()),
    ...(await db.outboxInputs.toArray()),
  ];
  return JSON.stringify(rows, (_, value) =>
    value instanceof ArrayBuffer ? Buffer.from(value).toString('latin1') : value,
  );
}

describe('data kept on the device', () => {
  it('is stored sealed under the user’s device key and opens again with it', async () => {
    await installDeviceKey(db, scope.userId, rawKey);
    const values = { bvn: BVN, identificationNumber: 'A1234567', identificationAttachment: DOCUMENT };
    await saveDraftIn(scope, 'kyc-identity', values);
    await enqueueStepIn(scope, {
      stepId: 'kyc-identity',
      endpoint: 'saveOrUpdateCustomerIdentity',
      input: { body: values } as never,
    });

    const text = await storedText();
    expect(text).not.toContain(BVN);
    expect(text).not.toContain('A1234567');
    expect(text).not.toContain(DOCUMENT.slice(30, 90));
    expect((await loadDraftIn(scope, 'kyc-identity'))?.values).toEqual(values);
  });

  it('cannot be opened once the key has left the device (sign-out, ended session), and opens after the next sign-in', async () => {
    await installDeviceKey(db, scope.userId, rawKey);
    await saveDraftIn(scope, 'kyc-identity', { bvn: BVN, identificationAttachment: DOCUMENT });
    await forgetDeviceKey(db, scope.userId);

    expect(await db.deviceKeys.count()).toBe(0);
    expect(await loadDraftIn(scope, 'kyc-identity')).toBeUndefined();
    expect(await storedText()).not.toContain(BVN);

    await installDeviceKey(db, scope.userId, rawKey);
    expect((await loadDraftIn(scope, 'kyc-identity'))?.values).toEqual({
      bvn: BVN,
      identificationAttachment: DOCUMENT,
    });
  });

  it('keeps the key non-extractable', async () => {
    await installDeviceKey(db, scope.userId, rawKey);
    const { key } = (await db.deviceKeys.get(scope.userId))!;
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('sends the step as typed: the engine opens the sealed input before sending', async () => {
    await installDeviceKey(db, scope.userId, rawKey);
    const input = { body: { accountId: 7, bvn: BVN } };
    await enqueueStepIn(scope, {
      stepId: 'kyc-identity',
      endpoint: 'saveOrUpdateCustomerIdentity',
      input: input as never,
    });
    const sent: unknown[] = [];
    const engine = createSyncEngine({
      db,
      getUserId: () => scope.userId,
      withLock: leaseLock(db, 'tab', { pollMs: 5 }),
      call: async (_endpoint, body) => {
        sent.push(body);
        return { ok: true };
      },
    });
    await engine.kick();
    expect(sent).toEqual([input]);
  });

  it('reads rows written before sealing existed as they are', async () => {
    await db.drafts.put({
      userId: scope.userId,
      draftId: 'old',
      values: { bvn: BVN },
      updatedAt: Date.now(),
      schemaVersion: 4,
    });
    expect((await loadDraftIn(scope, 'old'))?.values).toEqual({ bvn: BVN });
  });
});

describe('draft expiry', () => {
  it(`deletes drafts untouched for ${DRAFT_TTL_DAYS} days with their documents, and keeps newer ones`, async () => {
    const now = Date.UTC(2026, 10, 26);
    const day = 24 * 60 * 60_000;
    await saveDraftIn(scope, 'old', { identificationAttachment: DOCUMENT }, now - (DRAFT_TTL_DAYS + 1) * day);
    await saveDraftIn(scope, 'recent', { identificationAttachment: DOCUMENT }, now - (DRAFT_TTL_DAYS - 1) * day);
    expect(await expireDrafts(db, now)).toBe(1);
    expect(await loadDraftIn(scope, 'old')).toBeUndefined();
    expect(await db.attachments.where({ userId: scope.userId, draftId: 'old' }).count()).toBe(0);
    expect((await loadDraftIn(scope, 'recent'))?.values).toEqual({ identificationAttachment: DOCUMENT });
  });
});

describe('a key a password reset replaced', () => {
  it('removes what the old key sealed before anything is sealed under the new one', async () => {
    await installDeviceKey(db, scope.userId, rawKey);
    await saveDraftIn(scope, 'payment-new', { accountNumber: '0123456789' });
    await forgetDeviceKey(db, scope.userId);

    const events: string[] = [];
    setDeviceKeySource(
      async () => rawKey.map((byte) => byte ^ 0xff),
      async (userId) => {
        events.push('old drafts removed');
        await db.drafts.where('userId').equals(userId).delete();
      },
    );
    // The form saves its draft while the new key is checked against the old drafts (the check reads them).
    let formSaving: Promise<unknown> | undefined;
    db.drafts.hook('reading', (row) => {
      formSaving ??= Dexie.ignoreTransaction(() => saveDraftIn(scope, 'payment-new', { accountNumber: '9' })).then(() =>
        events.push('new draft saved'),
      );
      return row;
    });
    await deviceKeyFor(db, scope.userId);
    await formSaving;

    expect(events).toEqual(['old drafts removed', 'new draft saved']);
    expect((await loadDraftIn(scope, 'payment-new'))?.values).toEqual({ accountNumber: '9' });
  });
});
