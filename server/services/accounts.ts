import type { Db } from '../db';
import { HttpError, notFound } from '../http/errors';
import { CORPORATE_STATUS, INDIVIDUAL_STATUS, LOCKED_STATUS_IDS } from '../../src/contract';

const REJECTED_STATUS_IDS: readonly number[] = [INDIVIDUAL_STATUS.rejected, CORPORATE_STATUS.rejected];

/**
 * The account with this id if it belongs to this owner (and is of this type); otherwise 404, the same answer as
 * for an account that does not exist, so ids of other users' accounts tell nothing.
 */
export async function ownedAccount(db: Db, ownerUserId: string, accountId: number, accountType: 1 | 2) {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('owner_user_id', '=', ownerUserId)
    .where('account_type', '=', accountType)
    .executeTakeFirst();
  if (!account) throw notFound('No such account');
  return account;
}

/**
 * An account with the reviewers or approved is not deleted: its documents would cascade away under the reviewers'
 * queue and the audit of an approval.
 */
function refuseDeletingReviewed(account: { status_id: number }) {
  if (LOCKED_STATUS_IDS.includes(account.status_id)) throw HttpError.of(409, 'accountInReviewNotDeleted');
  if (account.status_id === INDIVIDUAL_STATUS.active || account.status_id === CORPORATE_STATUS.active) {
    throw HttpError.of(409, 'approvedAccountNotDeleted');
  }
}

/** Deletes an account with all its rows and documents (cascade), unless the reviewers have it or approved it. */
export async function deleteAccount(db: Db, account: { id: number; status_id: number }) {
  refuseDeletingReviewed(account);
  await db.deleteFrom('accounts').where('id', '=', account.id).execute();
}

/** SPEC 4: a pending account (status 1 or 10) is with the reviewers; its row link is disabled and it cannot change. */
export function refuseWhileInReview(account: { status_id: number }) {
  if (LOCKED_STATUS_IDS.includes(account.status_id)) throw HttpError.of(409, 'accountInReviewNotChanged');
  // A rejection is final (the review loop): only a change request reopens an account.
  if (REJECTED_STATUS_IDS.includes(account.status_id)) throw HttpError.of(409, 'rejectedAccountNotChanged');
}
