import { afterEach, describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { openOfflineDb, SCHEMA_VERSION, type OfflineDb } from '@/offline/db';
import { loadDraftIn, saveDraftIn, type Scope } from '@/offline/drafts';
import { enqueueStepIn } from '@/offline/outbox';
import { createSyncEngine } from '@/offline/engine';
import { leaseLock } from '@/offline/lock';
import { SCHEMA_VERSIONS } from '@/offline/schema-versions';
import { upgradeStoredWork } from '@/offline/migrate-work';

/*
 * Every schema version the app has shipped (src/offline/schema-versions.ts; git log of src/offline/db.ts: 1 in the
 * first offline release, 2 with uploads, 3 with sealing and expiry, 4 with the lists kept offline) opens in this one
 * with its drafts and unsent steps intact, stamped with the version they were written in, and sent with their key.
 */

const SHIPPED = [1, 2, 3, 4];
const userId = 'ada@example.com';
const DOCUMENT = Buffer.from('scan of a passport '.repeat(300)).toString('base64');

let opened: OfflineDb[] = [];
afterEach(async () => {
  for (const db of opened) {
    db.close();
    await Dexie.delete(db.name);
  }
  opened = [];
});

/** A database as the release with schema `version` left it: a draft with a document and a queued step. */
async function writtenBy(version: number): Promise<string> {
  const name = `versions-${version}-${Math.random().toString(36).slice(2)}`;
  const old = openOfflineDb(
    name,
    SCHEMA_VERSIONS.filter((entry) => entry.version <= version),
  );
  await old.open();
  await old.drafts.put({
    userId,
    draftId: 'payments/request:new',
    values: { accountNumber: '0123456789', invoiceAttachment: { $attachment: 'invoiceAttachment' } },
    updatedAt: 5,
  } as never);
  await old.attachments.put({
    userId,
    draftId: 'payments/request:new',
    path: 'invoiceAttachment',
    name: 'invoice',
    type: 'application/pdf',
    size: 10,
    content: DOCUMENT,
  });
  const seq = await old.outbox.add({
    userId,
    stepId: 'accounts/create-individual:new',
    endpoint: 'saveCustomerAccount',
    idempotencyKey: 'key-of-the-old-release',
    dependsOn: [],
    clears: ['accounts/create-individual:new'],
    state: 'queued',
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: 5,
    fingerprint: 'f',
  } as never);
  await old.outboxInputs.put({
    seq: seq!,
    userId,
    input: { body: { accountEmailAddress: userId, accountType: 'Individual', accountId: '' } },
  });
  old.close();
  return name;
}

describe('Dexie upgrades from every shipped schema version', () => {
  it.each(SHIPPED)(
    'version %i opens in this one: rows stamped, draft and step intact, the step sent once with its key',
    async (version) => {
      const db = openOfflineDb(await writtenBy(version));
      opened.push(db);
      await db.open();
      expect(db.verno).toBe(SCHEMA_VERSION);
      expect((await db.drafts.toArray()).map((row) => row.schemaVersion)).toEqual([4]);
      expect((await db.outbox.toArray()).map((row) => row.schemaVersion)).toEqual([4]);
      // The tables later versions added are there.
      await db.uploads.count();
      await db.deviceKeys.count();
      await db.lastKnown.count();

      const scope: Scope = { db, userId };
      expect((await loadDraftIn(scope, 'payments/request:new'))?.values).toEqual({
        accountNumber: '0123456789',
        invoiceAttachment: DOCUMENT,
      });
      expect(await upgradeStoredWork(scope)).toBe(true);
      const sent: Array<{ endpoint: string; input: unknown; key: string }> = [];
      const engine = createSyncEngine({
        db,
        getUserId: () => userId,
        withLock: leaseLock(db, 'tab'),
        call: async (endpoint, input, { idempotencyKey }) => {
          sent.push({ endpoint, input, key: idempotencyKey });
          return { accountId: 7 };
        },
      });
      await engine.kick();
      expect(sent).toEqual([
        {
          endpoint: 'saveCustomerAccount',
          input: { body: { accountEmailAddress: userId, accountType: 'Individual', accountId: '' } },
          key: 'key-of-the-old-release',
        },
      ]);
    },
  );

  it('rows written by this version carry its number', async () => {
    const db = openOfflineDb(`versions-now-${Math.random().toString(36).slice(2)}`);
    opened.push(db);
    const scope: Scope = { db, userId };
    await saveDraftIn(scope, 'kyc/identity:new', { firstName: 'Ada' });
    await enqueueStepIn(scope, {
      stepId: 'kyc/identity:new',
      endpoint: 'saveBusinessInfo',
      input: { body: {} },
    } as never);
    expect((await db.drafts.toArray())[0]!.schemaVersion).toBe(SCHEMA_VERSION);
    expect((await db.outbox.toArray())[0]!.schemaVersion).toBe(SCHEMA_VERSION);
  });
});

describe('version 6', () => {
  it('opens the KYB people drafts of version 5 with the identity document type under its right name', async () => {
    const name = `versions-5-${Math.random().toString(36).slice(2)}`;
    const old = openOfflineDb(
      name,
      SCHEMA_VERSIONS.filter((entry) => entry.version <= 5),
    );
    await old.open();
    const person = { id: 1, firstName: 'Ada', identifcationType: '3', proofOfAddressIdentificationType: '6' };
    const written = (draftId: string, values: unknown) =>
      old.drafts.put({ userId, draftId, values, updatedAt: 5, schemaVersion: 5 } as never);
    await written('kyb/people:new', [person, { ...person, id: 2, identifcationType: '4' }]);
    await written('kyb/person:7:new-director', person);
    await written('kyc/identity:new', { identifcationType: 'not a person of KYB' });
    old.close();

    const db = openOfflineDb(name);
    opened.push(db);
    const scope: Scope = { db, userId };
    const renamed = { id: 1, firstName: 'Ada', proofOfAddressIdentificationType: '6', identificationType: '3' };
    expect((await loadDraftIn(scope, 'kyb/people:new'))?.values).toEqual([
      renamed,
      { ...renamed, id: 2, identificationType: '4' },
    ]);
    expect((await loadDraftIn(scope, 'kyb/person:7:new-director'))?.values).toEqual(renamed);
    expect((await loadDraftIn(scope, 'kyc/identity:new'))?.values).toEqual({
      identifcationType: 'not a person of KYB',
    });

    expect(await upgradeStoredWork(scope)).toBe(true);
    expect((await db.drafts.toArray()).map((row) => row.schemaVersion)).toEqual([6, 6, 6]);
    expect((await loadDraftIn(scope, 'kyb/person:7:new-director'))?.values).toEqual(renamed);
  });
});
