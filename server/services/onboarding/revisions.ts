/**
 * Revisions: a customer's change to an approved account (issue 24). Stored in account_revisions (migration 017):
 * per step, the payload as saved (document bytes left out) and the ids of the documents that save stored in
 * `documents`. The live tables keep what the reviewer approved, and stay in force, until a reviewer approves the
 * revision: then its steps are written to the live tables by the steps' own writes (onboarding-steps.ts), in the
 * decision's transaction. Reads that should show the revision (the customer's edit screens, the reviewer's detail)
 * apply it the same way inside a transaction or savepoint that is always rolled back.
 */
import { sql } from 'kysely';
import {
  APPROVED_STATUS_IDS,
  REVISION_STATES,
  stepsOfAccountType,
  type ReviewStepKey,
  type RevisionState as UndecidedRevisionState,
} from '../../../src/contract';
import type { Db } from '../../db';
import type { Selectable } from 'kysely';
import type { AccountRevisionsTable, RevisionStep } from '../../db/review-schema';
import { HttpError } from '../../http/errors';
import { deleteDocuments } from '../../storage/documents';
import { refuseWhileInReview } from './accounts';
import { recordStepSaved, type Actor } from '../compliance/audit';
import { peopleOfAccount, screenAccount, type ProposedPeople } from '../../screening/screen-subjects';
import { documentsInUse, STEP_WRITERS, type StepDocuments, type StepTarget } from './onboarding-steps';

/** States of a revision not yet approved or rejected; the database allows one such revision per account. */
export const UNDECIDED_REVISION_STATES = REVISION_STATES;

interface Account {
  id: number;
  owner_user_id: string;
  account_type: number;
  status_id: number;
}

export type Revision = Omit<Selectable<AccountRevisionsTable>, 'state'> & { state: UndecidedRevisionState };

export const undecidedRevision = (db: Db, accountId: number) =>
  db
    .selectFrom('account_revisions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('state', 'in', UNDECIDED_REVISION_STATES)
    .executeTakeFirst() as Promise<Revision | undefined>;

/**
 * Where a customer's save of a step of this account goes: null for the live tables (an account not approved yet),
 * else the revision to write into (opened now if none is). 409 while the account or its revision is with the
 * reviewers, and for a rejected account.
 */
export async function revisionToWrite(db: Db, account: Account): Promise<Revision | null> {
  refuseWhileInReview(account);
  if (!APPROVED_STATUS_IDS.includes(account.status_id)) return null;
  // Saves of one account take turns on its row, so concurrent first edits find the revision the first one opened:
  // a lock on the revision itself cannot do it, as there is none to lock until the first commits.
  const { status_id } = await db
    .selectFrom('accounts')
    .select('status_id')
    .where('id', '=', account.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  refuseWhileInReview({ status_id });
  if (!APPROVED_STATUS_IDS.includes(status_id)) return null;
  const open = (await db
    .selectFrom('account_revisions')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('state', 'in', UNDECIDED_REVISION_STATES)
    .forUpdate()
    .executeTakeFirst()) as Revision | undefined;
  if (open?.state === 'submitted') throw HttpError.of(409, 'revisionInReview');
  return (
    open ??
    ((await db
      .insertInto('account_revisions')
      .values({ account_id: account.id, state: 'open' })
      .returningAll()
      .executeTakeFirstOrThrow()) as Revision)
  );
}

/** The payload without the document bytes: each field that carried a stored document is left empty. */
function withoutDocumentBytes(payload: object, documents: StepDocuments) {
  const copy = structuredClone(payload) as Record<string, unknown>;
  for (const path of Object.keys(documents)) {
    const keys = path.split('.');
    const last = keys.pop()!;
    let node: unknown = copy;
    for (const key of keys) node = (node as Record<string, unknown> | undefined)?.[key];
    if (node && typeof node === 'object') (node as Record<string, unknown>)[last] = '';
  }
  return copy;
}

/** Runs `work` and undoes every write it made, returning its result: in a savepoint inside a transaction, else in one. */
export async function rolledBack<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) {
    await sql`savepoint revision_preview`.execute(db);
    try {
      return await work(db);
    } finally {
      await sql`rollback to savepoint revision_preview`.execute(db);
      await sql`release savepoint revision_preview`.execute(db);
    }
  }
  const undo = new Error('rolled back');
  let result: T | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      result = await work(trx);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  return result as T;
}

async function writeSteps(db: Db, account: Account, steps: Record<string, RevisionStep>, now: Date) {
  const target: StepTarget = { owner: account.owner_user_id, accountId: account.id, now };
  for (const step of stepsOfAccountType(account.account_type)) {
    const saved = steps[step];
    if (saved) await STEP_WRITERS[step](db, target, saved.payload as never, saved.documents);
  }
}

type StepWrite<B, R> = (db: Db, target: StepTarget, body: B, documents: StepDocuments) => Promise<R>;

/**
 * Keeps a step saved into a revision (replacing the step's earlier save in it, whose documents are deleted: they
 * were never in force, unless kept by reference from the account's data). Saving the account's last step submits the revision. Answers what the step's live write
 * would answer, found by making it and undoing it.
 */
async function saveRevisionStep<B extends object, R>(
  db: Db,
  revision: Revision,
  account: Account,
  step: ReviewStepKey,
  write: StepWrite<B, R>,
  body: B,
  documents: StepDocuments,
  now: Date,
) {
  const earlier = revision.steps[step];
  const steps = { ...revision.steps, [step]: { payload: withoutDocumentBytes(body, documents), documents } };
  const ownSteps = stepsOfAccountType(account.account_type);
  const submits = step === ownSteps[ownSteps.length - 1];
  const state: UndecidedRevisionState = submits ? 'submitted' : revision.state;
  await db
    .updateTable('account_revisions')
    .set({ steps: JSON.stringify(steps), state, ...(submits ? { submitted_at: now } : {}) })
    .where('id', '=', revision.id)
    .execute();
  if (earlier) await deleteUnusedDocuments(db, account, Object.values(earlier.documents));
  await db.updateTable('accounts').set({ updated_at: now }).where('id', '=', account.id).execute();
  const response = await rolledBack(db, (trx) =>
    write(trx, { owner: account.owner_user_id, accountId: account.id, now }, body, documents),
  );
  return { response, revision: { id: revision.id, state } };
}

export interface StepSave {
  actor: Actor;
  account: Account;
  /** From revisionToWrite: the revision of an approved account, null to write the live tables. */
  revision: Revision | null;
  step: ReviewStepKey;
  now: Date;
}

/**
 * A customer's save of an onboarding step, audited: into the revision of an approved account, else into the live
 * tables by `write`, followed by `afterWrite` (a last step sends the account for review).
 */
export async function saveStep<B extends object, R>(
  db: Db,
  save: StepSave,
  write: StepWrite<B, R>,
  body: B,
  documents: StepDocuments = {},
  afterWrite?: () => Promise<unknown>,
): Promise<R> {
  const { actor, account, revision, step, now } = save;
  if (revision) {
    const saved = await saveRevisionStep(db, revision, account, step, write, body, documents, now);
    await screenAccountAndRevision(db, account.id);
    await recordStepSaved(db, actor, account.id, step, body, saved.revision);
    return saved.response;
  }
  const response = await write(db, { owner: account.owner_user_id, accountId: account.id, now }, body, documents);
  await afterWrite?.();
  await screenAccountAndRevision(db, account.id);
  await recordStepSaved(db, actor, account.id, step, body);
  return response;
}

/** The people an account's undecided revision would put on file: its steps written, the people read, all undone. */
export const peopleOfRevision: ProposedPeople = async (db, accountId) => {
  const revision = await undecidedRevision(db, accountId);
  if (!revision) return [];
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'owner_user_id', 'account_type', 'status_id'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return rolledBack(db, async (trx) => {
    await writeSteps(trx, account, revision.steps, new Date());
    return peopleOfAccount(trx, accountId);
  });
};

/**
 * The people as saved, and as a change to an approved account proposes them, are screened at once: a hit waits for
 * the reviewer when the account or the change is submitted, and blocks its approval. A hit of a person the change
 * no longer brings (the change rejected, or the person taken out of it) goes while open.
 */
const screenAccountAndRevision = (db: Db, accountId: number) => screenAccount(db, accountId, peopleOfRevision);

/** What `read` answers with the account's undecided revision applied (as the customer edits it), or as it is. */
export async function withRevisionApplied<T>(db: Db, account: Account, read: (db: Db) => Promise<T>) {
  const revision = await undecidedRevision(db, account.id);
  if (!revision) return read(db);
  return rolledBack(db, async (trx) => {
    await writeSteps(trx, account, revision.steps, new Date());
    return read(trx);
  });
}

/** Approval: the revision's steps become the live data (replaced documents are deleted by the steps' writes). */
export async function applyRevision(db: Db, account: Account, revision: Revision, now: Date) {
  await writeSteps(db, account, revision.steps, now);
  await db
    .updateTable('account_revisions')
    .set({ state: 'approved', decided_at: now })
    .where('id', '=', revision.id)
    .execute();
  await screenAccountAndRevision(db, account.id);
}

/** A send-back (the customer may edit it again) or a rejection (its documents go; the approved data stays). */
export async function closeRevision(
  db: Db,
  account: Account,
  revision: Revision,
  state: 'changesRequested' | 'rejected',
  now: Date,
) {
  await db.updateTable('account_revisions').set({ state, decided_at: now }).where('id', '=', revision.id).execute();
  await screenAccountAndRevision(db, account.id);
  if (state === 'rejected') await deleteUnusedDocuments(db, account, documentsOf(revision));
}

/**
 * Deletes an account's undecided revision with the documents only it stored (an erasure request: a change never
 * decided is not a record to keep), and the open screening hits of people only it brought.
 */
export async function discardRevision(db: Db, account: Account) {
  const revision = await undecidedRevision(db, account.id);
  if (!revision) return;
  await db.deleteFrom('account_revisions').where('id', '=', revision.id).execute();
  await deleteUnusedDocuments(db, account, documentsOf(revision));
  await screenAccountAndRevision(db, account.id);
}

/** The ids of the documents a revision's steps stored. */
const documentsOf = (revision: Revision) =>
  Object.values(revision.steps).flatMap((step) => Object.values(step.documents));

/** Deletes the documents a revision no longer names, but those the account's data still uses (kept by reference). */
async function deleteUnusedDocuments(db: Db, account: Account, ids: string[]) {
  const inUse = await documentsInUse(db, account.id, ids);
  await deleteDocuments(
    db,
    account.owner_user_id,
    ids.filter((id) => !inUse.has(id)),
  );
}
