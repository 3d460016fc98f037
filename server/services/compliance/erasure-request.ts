/**
 * A customer's erasure request (Settings, issue 49 item 6). With the password typed again, in one transaction:
 *
 * - what is open is closed: every payment request not yet paid out, failed or cancelled is cancelled; an approved
 *   account is closed, which ends the relationship, so its retention (RETENTION_YEARS) runs from now; its proposed
 *   changes not yet decided (a revision) are deleted with the documents only they stored;
 * - what no law asks us to keep goes at once: every account never approved nor rejected (drafts, onboarding not sent
 *   or not decided) is erased as retention would (services/compliance/retention.ts), so are the payment requests
 *   never confirmed; sessions, passkeys, codes, hand-offs, unattached uploads, sign-in history, notification
 *   settings, the phone, the names given at registration, the second factor and the device key go; the email is
 *   replaced and the password made impossible, for the customer and their secondary profiles: nobody signs in to it
 *   again;
 * - the records the law requires are kept until their retention ends: accounts approved (now closed) or rejected, with
 *   their decisions and documents, and the payments made; housekeeping erases them then, leaving the tombstone.
 *
 * A customer with nothing approved nor rejected is erased entirely at once. The answer says until when records are
 * kept (null: nothing is). The request is audited (subject 'user'), each closure and cancellation too.
 */
import { APPROVED_STATUS_IDS, PAYMENT_STATUS } from '../../../src/contract';
import type { Db } from '../../db';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import { recordAudit, type Actor } from './audit';
import { requireRightPassword } from '../auth/password-tries';
import { discardRevision } from '../onboarding/revisions';
import { eraseAccount, eraseCustomer, erasePaymentRequests, forgetSignIn, retainedUntil } from './retention';

/** Payment requests still open: cancelled by an erasure request. Paid out, failed and cancelled ones stay as they are. */
const OPEN_PAYMENT_STATUSES: number[] = [
  PAYMENT_STATUS.pending,
  PAYMENT_STATUS.submitted,
  PAYMENT_STATUS.invalidInvoice,
  PAYMENT_STATUS.paused,
  PAYMENT_STATUS.awaitingAccountApproval,
];

export interface ErasureOutcome {
  /** Until when the records the law requires are kept (the latest account's), null when nothing is kept. */
  keptUntil: Date | null;
  erasedAccounts: number;
  keptAccounts: number;
  cancelledPayments: number;
}

export async function requestErasure(
  db: Db,
  now: Date,
  user: SessionUser,
  retentionYears: number,
  password: { tryAllowed: boolean; passwordOk: boolean },
): Promise<ErasureOutcome> {
  requireRightPassword(password);
  if (user.role === 'reviewer') throw HttpError.of(403, 'staffCannotErase');
  if (user.parentUserId) throw HttpError.of(403, 'ownerErasesOnly');
  const actor: Actor = { id: user.id, email: user.email, role: 'customer' };

  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'account_type', 'status_id', 'relationship_ended_at'])
    .where('owner_user_id', '=', user.id)
    .where('erased_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  const approvedOnce = new Set(
    (
      await db
        .selectFrom('review_decisions')
        .select('account_id')
        .where('account_id', 'in', accounts.map((account) => account.id).concat(-1))
        .where('status_id', 'in', APPROVED_STATUS_IDS)
        .execute()
    ).map((row) => row.account_id),
  );
  const kept: Array<{ id: number; until: Date }> = [];
  const erased: number[] = [];
  for (const account of accounts) {
    if (account.relationship_ended_at)
      kept.push({ id: account.id, until: retainedUntil(account.relationship_ended_at, retentionYears) });
    else if (APPROVED_STATUS_IDS.includes(account.status_id) || approvedOnce.has(account.id))
      kept.push({ id: account.id, until: retainedUntil(now, retentionYears) });
    else erased.push(account.id);
  }

  const open = await db
    .selectFrom('payment_requests')
    .select(['id', 'transaction_id', 'payment_status', 'confirmed_at'])
    .where('owner_user_id', '=', user.id)
    .where('payment_status', 'in', OPEN_PAYMENT_STATUSES)
    .forUpdate()
    .execute();
  const keptUntil = kept.length ? new Date(Math.max(...kept.map((account) => account.until.getTime()))) : null;
  // First in the trail, while the actor is who they are: the request and what it did.
  await recordAudit(db, actor, {
    subjectType: 'user',
    subjectId: user.id,
    action: 'erasure_requested',
    details: {
      erasedAccountIds: erased,
      keptAccountIds: kept.map((account) => account.id),
      cancelledPayments: open.map((payment) => payment.transaction_id),
      keptUntil: keptUntil?.toISOString() ?? null,
    },
  });

  for (const payment of open) {
    await db
      .updateTable('payment_requests')
      .set({ payment_status: PAYMENT_STATUS.cancelled })
      .where('id', '=', payment.id)
      .execute();
    await recordAudit(db, actor, {
      subjectType: 'payment',
      subjectId: payment.transaction_id,
      action: 'payment_cancelled',
      details: { fromStatusId: payment.payment_status, toStatusId: PAYMENT_STATUS.cancelled, byErasureRequest: true },
    });
  }
  // Never confirmed: nothing was sent, nothing to keep.
  await erasePaymentRequests(
    db,
    user.id,
    now,
    open.filter((payment) => !payment.confirmed_at).map((payment) => payment.id),
  );

  for (const account of kept) {
    const row = accounts.find((candidate) => candidate.id === account.id)!;
    if (row.relationship_ended_at) continue;
    await db
      .updateTable('accounts')
      .set({ closed_at: now, relationship_ended_at: now, updated_at: now })
      .where('id', '=', account.id)
      .execute();
    await discardRevision(db, { ...row, owner_user_id: user.id });
    await db
      .deleteFrom('review_assignments')
      .where('subject_type', '=', 'account')
      .where('subject_id', '=', String(account.id))
      .execute();
    await recordAudit(db, actor, {
      subjectType: 'account',
      subjectId: account.id,
      action: 'account_closed',
      details: { statusId: row.status_id, byErasureRequest: true, keptUntil: account.until.toISOString() },
    });
  }

  for (const accountId of erased) await eraseAccount(db, accountId, now);
  if (kept.length === 0) {
    // No account, or every one erased above: the customer goes entirely (eraseAccount did it when there was one).
    await eraseCustomer(db, user.id, now);
  } else {
    const subUsers = await db.selectFrom('users').select('id').where('parent_user_id', '=', user.id).execute();
    for (const { id } of [...subUsers, { id: user.id }]) await forgetSignIn(db, id);
  }
  return { keptUntil, erasedAccounts: erased.length, keptAccounts: kept.length, cancelledPayments: open.length };
}
