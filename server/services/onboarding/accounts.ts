/** A customer's accounts: their list, creation, ownership and deletion, and the rules of when they may change. */
import { preparedStatement, type Db } from '../../db';
import { HttpError } from '../../http/errors';
import type { RequestBody } from '../../http/route';
import type { SessionUser } from '../../http/session';
import {
  ACCOUNT_STATUS_TEXT,
  ACCOUNT_TYPE,
  CORPORATE_STATUS,
  INDIVIDUAL_STATUS,
  LOCKED_STATUS_IDS,
} from '../../../src/contract';

const REJECTED_STATUS_IDS: readonly number[] = [INDIVIDUAL_STATUS.rejected, CORPORATE_STATUS.rejected];
const MAX_ACCOUNTS_PER_OWNER = 100;

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
  if (!account) throw HttpError.of(404, 'noSuchAccount');
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

/** Product §4: a pending account (status 1 or 10) is with the reviewers; its row link is disabled and it cannot change. */
export function refuseWhileInReview(account: { status_id: number }) {
  if (LOCKED_STATUS_IDS.includes(account.status_id)) throw HttpError.of(409, 'accountInReviewNotChanged');
  // A rejection is final (the review loop): only a change request reopens an account.
  if (REJECTED_STATUS_IDS.includes(account.status_id)) throw HttpError.of(409, 'rejectedAccountNotChanged');
}

// One query: the owner's email (a sub-user's profile_id may be its parent's) with the accounts, newest first
// (found through the index accounts_owner_list); an owner without accounts is one row of nulls.
const ownerAccounts = preparedStatement((db, owner: string) =>
  db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.owner_user_id', 'users.id')
    .leftJoin('countries', 'countries.country_code', 'accounts.country_code')
    .select([
      'users.email as ownerEmail',
      'accounts.id',
      'accounts.account_type',
      'accounts.status_id',
      'accounts.display_name',
      'accounts.submitted_at',
      'countries.country',
      'countries.country_code as countryCode',
    ])
    .where('users.id', '=', owner)
    .orderBy('accounts.id', 'desc'),
);

/**
 * The owner's accounts in product §3's shape, asked for by profile_id: the caller's email or, for a sub-user, its
 * parent's. Fields an account does not have yet are null (the list drops such items); date is '' until submitted.
 */
export async function listAccounts(db: Db, user: SessionUser, owner: string, profileId: string) {
  const { rows: joined } = await ownerAccounts(db, owner);
  const ownerEmail = joined[0]?.ownerEmail;
  if (profileId !== user.email && profileId !== ownerEmail) throw HttpError.of(404, 'noProfileWithId');
  const rows = joined.flatMap(({ id, account_type, status_id, ...row }) =>
    id === null || account_type === null || status_id === null ? [] : [{ ...row, id, account_type, status_id }],
  );
  const item = (row: (typeof rows)[number]) => ({
    accountStatus: { accountStatus: ACCOUNT_STATUS_TEXT[row.status_id] ?? 'Unknown', accountStatusId: row.status_id },
    country: row.country
      ? { countryOfResidence: row.country, ...(row.countryCode && { countryCode: row.countryCode }) }
      : null,
    accountType: row.account_type,
    accountId: row.id,
    date: row.submitted_at ? row.submitted_at.toISOString() : '',
  });
  return {
    individualProfileAccounts: rows
      .filter((row) => row.account_type === ACCOUNT_TYPE.individual)
      .map((row) => ({ fullName: row.display_name, ...item(row) })),
    businessProfileAccounts: rows
      .filter((row) => row.account_type === ACCOUNT_TYPE.corporate)
      .map((row) => ({ businessName: row.display_name, ...item(row) })),
  };
}

/** A new account to onboard (incomplete until its last step is saved), or a new email of one the owner has. */
export async function saveAccount(db: Db, owner: string, body: RequestBody<'saveCustomerAccount'>, now: Date) {
  if (body.accountId !== '') {
    const account = await ownedAccount(db, owner, body.accountId, body.accountType);
    await db
      .updateTable('accounts')
      .set({ account_email: body.accountEmailAddress, updated_at: now })
      .where('id', '=', account.id)
      .execute();
    return { accountId: account.id };
  }
  const { count } = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('owner_user_id', '=', owner)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_ACCOUNTS_PER_OWNER)
    throw HttpError.of(400, 'tooManyAccounts', { max: MAX_ACCOUNTS_PER_OWNER });
  const status =
    body.accountType === ACCOUNT_TYPE.individual ? INDIVIDUAL_STATUS.incomplete : CORPORATE_STATUS.incomplete;
  const created = await db
    .insertInto('accounts')
    .values({
      owner_user_id: owner,
      account_type: body.accountType,
      status_id: status,
      account_email: body.accountEmailAddress,
      updated_at: now,
      submitted_at: null,
      display_name: null,
      country_code: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { accountId: created.id };
}
