import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, signUp, type TestApp } from '../helpers/app';
import {
  decideAccount,
  referenceIds,
  signedInReviewer,
  submittedKyc,
  type ReferenceIds,
  type Reviewer,
} from '../helpers/fixtures';
import { recordAudit } from '../../server/services/compliance/audit';
import { describeChainReport, publishDayHeads, verifyAuditChain } from '../../server/services/compliance/audit-chain';

/** Issue 49 item 4: every audit row is chained to the one before it; verify names the first row that does not hold. */

let app: TestApp;
let ids: ReferenceIds;
let reviewer: Reviewer;
let accountId: number;

beforeAll(async () => {
  app = await createTestApp();
  ids = await referenceIds(app);
  reviewer = await signedInReviewer(app);
  const customer = await signUp(app);
  accountId = await submittedKyc(app, customer, ids);
  await decideAccount(app, reviewer, { accountId, decision: 'reject', reason: 'The passport is expired' });
});
afterAll(() => app.close());

const db = () => app.deps.db;
/** What someone with database access does: the trigger that refuses changes switched off for one change. */
async function behindTheTrigger(change: () => Promise<unknown>) {
  await sql`alter table audit_events disable trigger audit_events_no_change`.execute(db());
  try {
    await change();
  } finally {
    await sql`alter table audit_events enable trigger audit_events_no_change`.execute(db());
  }
}
const rowsOfAccount = () =>
  db().selectFrom('audit_events').selectAll().where('subject_id', '=', String(accountId)).orderBy('id').execute();

describe('the audit chain', () => {
  it('holds over what customers and reviewers did, and its head is the last row', async () => {
    const report = await verifyAuditChain(db());
    expect(report.firstBreak).toBeNull();
    expect(report.rows).toBeGreaterThanOrEqual(3);
    const last = await db()
      .selectFrom('audit_events')
      .select(['id', 'hash'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(report.head).toEqual({ eventId: String(last.id), hash: last.hash });
    expect(describeChainReport(report)).toContain('The audit chain holds');
    const rows = await rowsOfAccount();
    for (let i = 1; i < rows.length; i++) expect(rows[i].prev_hash).toMatch(/^[0-9a-f]{64}$/);
    // No personal data in what the chain hashes: the email is only behind the salted digest.
    expect(JSON.stringify(rows.map((row) => [row.hash, row.prev_hash, row.personal_digest]))).not.toContain('@');
  });

  it('names an edited row, and a row whose personal content was edited', async () => {
    const [, decided] = [(await rowsOfAccount())[0], (await rowsOfAccount()).at(-1)!];
    await behindTheTrigger(() =>
      db().updateTable('audit_events').set({ action: 'approved' }).where('id', '=', decided.id).execute(),
    );
    let report = await verifyAuditChain(db());
    expect(report.firstBreak).toEqual({ eventId: String(decided.id), problem: 'edited' });
    expect(describeChainReport(report)).toContain(`broken at row ${decided.id}: the row was edited`);
    await behindTheTrigger(() =>
      db().updateTable('audit_events').set({ action: decided.action }).where('id', '=', decided.id).execute(),
    );
    expect((await verifyAuditChain(db())).firstBreak).toBeNull();

    await behindTheTrigger(() =>
      sql`update audit_events set details = jsonb_set(details, '{reason}', '"All good"') where id = ${decided.id}`.execute(
        db(),
      ),
    );
    report = await verifyAuditChain(db());
    expect(report.firstBreak).toEqual({ eventId: String(decided.id), problem: 'personalContentEdited' });
    await behindTheTrigger(() =>
      sql`update audit_events set details = ${JSON.stringify(decided.details)}::jsonb where id = ${decided.id}`.execute(
        db(),
      ),
    );
    expect((await verifyAuditChain(db())).firstBreak).toBeNull();
  });

  it('names the row after a deleted one, and a deleted last row', async () => {
    const rows = await rowsOfAccount();
    const [before, deleted, after] = rows.slice(-3);
    const restore = (row: typeof deleted) =>
      behindTheTrigger(() =>
        db()
          .insertInto('audit_events')
          .values({ ...row, id: row.id, details: JSON.stringify(row.details) } as never)
          .execute(),
      );
    await behindTheTrigger(() => db().deleteFrom('audit_events').where('id', '=', deleted.id).execute());
    const report = await verifyAuditChain(db());
    expect(report.firstBreak).toEqual({
      eventId: String(after.id),
      problem: 'rowBeforeMissingOrEdited',
      previousEventId: String(before.id),
    });
    expect(describeChainReport(report)).toContain(
      `broken at row ${after.id}: the row before it (after row ${before.id}) was deleted`,
    );
    await restore(deleted);
    expect((await verifyAuditChain(db())).firstBreak).toBeNull();

    const last = await db()
      .selectFrom('audit_events')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await behindTheTrigger(() => db().deleteFrom('audit_events').where('id', '=', last.id).execute());
    expect((await verifyAuditChain(db())).firstBreak).toMatchObject({ problem: 'lastRowsDeleted' });
    await restore(last);
    expect((await verifyAuditChain(db())).firstBreak).toBeNull();
  });

  it('refuses every change but the erasure of personal content, and still verifies after one', async () => {
    const [first] = await rowsOfAccount();
    await expect(
      db().updateTable('audit_events').set({ action: 'approved' }).where('id', '=', first.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db().deleteFrom('audit_events').where('id', '=', first.id).execute()).rejects.toThrow(/append-only/);
    await expect(
      sql`update audit_events set actor_email = '', details = '{}', personal_salt = null, redacted_at = now(), action = 'x' where id = ${first.id}`.execute(
        db(),
      ),
    ).rejects.toThrow(/append-only/);
    await sql`update audit_events set actor_email = '', details = '{}', personal_salt = null, redacted_at = now() where id = ${first.id}`.execute(
      db(),
    );
    const report = await verifyAuditChain(db());
    expect(report.firstBreak).toBeNull();
    expect(report.redacted).toBe(1);
  });

  it('appends concurrent events one after the other', async () => {
    const operator = { id: null, email: 'ops@host', role: 'operator' as const };
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        db()
          .transaction()
          .execute((trx) =>
            recordAudit(trx, operator, {
              subjectType: 'user',
              subjectId: reviewer.email,
              action: 'two_factor_reset',
              details: { n },
            }),
          ),
      ),
    );
    expect((await verifyAuditChain(db())).firstBreak).toBeNull();
  });

  it("writes each finished day's head to the log and the metrics, once", async () => {
    const lines: object[] = [];
    const log = { info: (fields: object) => lines.push(fields) };
    await publishDayHeads(db(), app.deps.now(), log);
    expect(lines).toEqual([]);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await publishDayHeads(db(), tomorrow, log);
    const last = await db()
      .selectFrom('audit_events')
      .select(['id', 'hash'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const today = new Date().toISOString().slice(0, 10);
    expect(lines).toEqual([{ auditChainDay: today, lastEventId: String(last.id), hash: last.hash }]);
    await publishDayHeads(db(), tomorrow, log);
    expect(lines).toHaveLength(1);
    expect(await app.deps.metrics.scrape()).toContain(
      `payway_audit_chain_day_head{day="${today}",hash="${last.hash}"} ${last.id}`,
    );
  });
});
