import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import { columnsHolding as searchDatabase } from '../helpers/database-search';
import {
  decideAccount,
  PNG,
  referenceIds,
  signedInReviewer,
  submittedKyc,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { verifyAuditChain } from '../../server/services/compliance/audit-chain';
import { eraseExpiredAccounts } from '../../server/services/compliance/retention';
import { loadEnv } from '../../server/env';

/** Issue 49 item 6: after the retention period, an ended relationship leaves a tombstone and a chain that verifies. */

let app: TestApp;
let ids: ReferenceIds;
let reviewer: Reviewer;

beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app);
});
afterAll(() => app.close());

const YEAR = 366 * 86_400_000;

/** Every column of every schema holding `needle` (text) or `bytes` (tests/helpers/database-search.ts). */
const columnsHolding = (needle: string, bytes?: Buffer) => searchDatabase(app.deps.db, [needle], bytes ? [bytes] : []);

describe('retention', () => {
  it('is 5 years unless RETENTION_YEARS says otherwise, checked at boot', () => {
    expect(loadEnv({}).RETENTION_YEARS).toBe(5);
    expect(loadEnv({ RETENTION_YEARS: '10' }).RETENTION_YEARS).toBe(10);
    expect(() => loadEnv({ RETENTION_YEARS: 'five' })).toThrow(/RETENTION_YEARS/);
    expect(() => loadEnv({ RETENTION_YEARS: '0' })).toThrow(/RETENTION_YEARS/);
  });

  it('erases a rejected account after its period: no personal field or document left, the tombstone and the chain hold', async () => {
    const customer = await signUp(app);
    const name = 'Quillontrax';
    const accountId = await submittedKyc(app, customer, ids, { firstName: name, lastName: 'Quaresma' });
    await decideAccount(app, reviewer, {
      accountId,
      decision: 'reject',
      reason: `${name} Quaresma's passport is expired`,
    });
    expect(await columnsHolding(name)).not.toEqual([]);
    expect(await columnsHolding(customer.email, PNG)).not.toEqual([]);

    // Not before the period has run out.
    expect(await eraseExpiredAccounts(app.deps.db, new Date(Date.now() + 4 * YEAR), 5)).toBe(0);
    expect(
      await eraseExpiredAccounts(app.deps.db, new Date(Date.now() + 5 * YEAR + 86_400_000), 5),
    ).toBeGreaterThanOrEqual(1);

    expect(await columnsHolding(name)).toEqual([]);
    expect(await columnsHolding('Quaresma')).toEqual([]);
    expect(await columnsHolding(customer.email, PNG)).toEqual([]);
    const account = await app.deps.db
      .selectFrom('accounts')
      .selectAll()
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(account.erased_at).not.toBeNull();
    expect(account.relationship_ended_at).not.toBeNull();
    const decisions = await app.deps.db
      .selectFrom('review_decisions')
      .select(['decision', 'decided_at'])
      .where('account_id', '=', accountId)
      .execute();
    expect(decisions.map((row) => row.decision)).toEqual(['reject']);
    const audit = await app.deps.db
      .selectFrom('audit_events')
      .select(['action', 'hash', 'redacted_at'])
      .where('subject_id', '=', String(accountId))
      .execute();
    expect(audit.map((row) => row.action)).toContain('rejected');
    expect(audit.every((row) => row.redacted_at !== null && /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
    expect((await verifyAuditChain(app.deps.db)).firstBreak).toBeNull();
    // The customer can no longer sign in.
    const signIn = await app.request('/auth/login', {
      method: 'POST',
      json: { email: customer.email, password: 'correct horse battery' },
    });
    expect(signIn.status).not.toBe(200);
  });

  it('keeps accounts whose relationship has not ended', async () => {
    const customer = await signUp(app);
    const accountId = await submittedKyc(app, customer, ids);
    await eraseExpiredAccounts(app.deps.db, new Date(Date.now() + 50 * YEAR), 5);
    const account = await app.deps.db
      .selectFrom('accounts')
      .select(['erased_at', 'display_name'])
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ erased_at: null, display_name: expect.any(String) });
  });
});
