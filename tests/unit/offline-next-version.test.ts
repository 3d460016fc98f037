import { afterEach, describe, expect, it, vi } from 'vitest';
import Dexie from 'dexie';
import { openOfflineDb, SCHEMA_VERSION, type OfflineDb } from '@/offline/db';
import { loadDraftIn, saveDraftIn, type Scope } from '@/offline/drafts';
import { enqueueStepIn } from '@/offline/outbox';
import { upgradeStoredWork } from '@/offline/migrate-work';
import { SCHEMA_VERSIONS } from '@/offline/schema-versions';
import { installDeviceKey } from '@/offline/sealing';
import { NEXT_SCHEMA_VERSION } from '../helpers/next-schema-version';

/*
 * The release after this one (tests/helpers/next-schema-version.ts) opens what this one wrote: the Dexie upgrade runs,
 * sealed drafts and untried steps are opened, brought to the new shapes and sealed again; a step already tried keeps
 * the shape the server saw with its key.
 */
vi.mock('@/offline/schema-versions', async (original) => {
  const shipped = await original<typeof import('@/offline/schema-versions')>();
  const { NEXT_SCHEMA_VERSION: next } = await import('../helpers/next-schema-version');
  return { SCHEMA_VERSIONS: [...shipped.SCHEMA_VERSIONS, next] };
});

const userId = 'ada@example.com';
const rawKey = new Uint8Array(32).map((_, index) => index * 3 + 1);
let opened: OfflineDb[] = [];
afterEach(async () => {
  for (const db of opened) {
    db.close();
    await Dexie.delete(db.name);
  }
  opened = [];
});

describe('the next release opens this one’s work', () => {
  it('migrates sealed drafts and untried steps, keeps a tried step as it was sent, and keeps every key', async () => {
    expect(SCHEMA_VERSION).toBe(NEXT_SCHEMA_VERSION.version);
    const name = `next-${Math.random().toString(36).slice(2)}`;
    const before = openOfflineDb(name, SCHEMA_VERSIONS.slice(0, -1));
    opened.push(before);
    const old: Scope = { db: before, userId };
    await installDeviceKey(before, userId, rawKey);
    await saveDraftIn(old, 'payments/request:new', { accountNumber: '0123456789', purposeOfPayment: 'Rent' });
    const body = { accountEmailAddress: userId, accountType: 'Individual', accountId: '' };
    const untried = await enqueueStepIn(old, {
      stepId: 'accounts/create-individual:new',
      endpoint: 'saveCustomerAccount',
      input: { body },
    } as never);
    const tried = await enqueueStepIn(old, {
      stepId: 'accounts/create-corporate:new',
      endpoint: 'saveCustomerAccount',
      input: { body },
    } as never);
    await before.outbox.update(tried.seq!, { schemaVersion: 6, attempts: 1 });
    await before.outbox.update(untried.seq!, { schemaVersion: 6 });
    await before.drafts.update([userId, 'payments/request:new'], { schemaVersion: 6 });
    before.close();

    const db = openOfflineDb(name);
    opened.push(db);
    await installDeviceKey(db, userId, rawKey);
    const scope: Scope = { db, userId };
    expect(await upgradeStoredWork(scope)).toBe(true);
    expect(db.verno).toBe(7);

    const draft = await db.drafts.get([userId, 'payments/request:new']);
    expect(draft?.schemaVersion).toBe(7);
    expect((await loadDraftIn(scope, 'payments/request:new'))?.values).toEqual({
      accountNumber: '0123456789',
      purposeOfPayment: 'Rent',
      paymentPurpose: 'Rent',
    });

    const { unseal } = await import('@/offline/sealing');
    const rows = await db.outbox.orderBy('seq').toArray();
    expect(rows.map((row) => [row.idempotencyKey, row.schemaVersion])).toEqual([
      [untried.idempotencyKey, 7],
      [tried.idempotencyKey, 6],
    ]);
    const inputs = await Promise.all(
      rows.map(async (row) => unseal(db, userId, (await db.outboxInputs.get(row.seq!))!.input)),
    );
    expect(inputs).toEqual([{ body: { ...body, channel: 'web' } }, { body }]);
  });
});
