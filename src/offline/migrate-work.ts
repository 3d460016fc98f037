/**
 * Sealed content written by an earlier version of the app, brought to this version's shapes (schema-versions.ts).
 * A draft is migrated whenever it is read, and rewritten once by upgradeStoredWork; an unsent step never tried is
 * rewritten by upgradeStoredWork before the engine sends anything (it keeps its idempotency key). A step already tried
 * keeps the shape it was sent in: the server holds its key with that body and accepts the previous release's shapes.
 */
import { SCHEMA_VERSION } from './db';
import { loadDraftIn, saveDraftIn, type Scope } from './drafts';
import { seal, SealedWithoutKeyError, unseal } from './sealing';
import { migrateStepContent } from './shape-migrations';

/**
 * Rewrites the user's drafts and untried steps written under an earlier schema version in this version's shapes;
 * false when the device key is not back yet (the next call tries again).
 */
export async function upgradeStoredWork({ db, userId }: Scope): Promise<boolean> {
  const scope = { db, userId };
  const drafts = await db.drafts
    .where('userId')
    .equals(userId)
    .filter((row) => row.schemaVersion < SCHEMA_VERSION)
    .toArray();
  for (const row of drafts) {
    const draft = await loadDraftIn(scope, row.draftId);
    if (draft) await saveDraftIn(scope, row.draftId, draft.values, row.updatedAt);
  }
  const steps = await db.outbox
    .where('userId')
    .equals(userId)
    .filter((row) => row.schemaVersion < SCHEMA_VERSION && row.state === 'queued' && row.attempts === 0)
    .toArray();
  for (const row of steps) {
    const stored = await db.outboxInputs.get(row.seq!);
    let input: unknown;
    try {
      input = await unseal(db, userId, stored?.input ?? {});
    } catch (error) {
      if (error instanceof SealedWithoutKeyError) return false;
      throw error;
    }
    const migrated = migrateStepContent({ endpoint: row.endpoint, input }, row.schemaVersion);
    const sealed = await seal(db, userId, migrated.input);
    await db.transaction('rw', db.outbox, db.outboxInputs, async () => {
      const fresh = await db.outbox.get(row.seq!);
      // Edited (a new key, written in this version) or on its way meanwhile: left as it is.
      if (!fresh || fresh.idempotencyKey !== row.idempotencyKey || fresh.state !== 'queued' || fresh.attempts !== 0)
        return;
      await db.outbox.update(row.seq!, { endpoint: migrated.endpoint, schemaVersion: SCHEMA_VERSION });
      await db.outboxInputs.put({ seq: row.seq!, userId, input: sealed });
    });
  }
  return true;
}
