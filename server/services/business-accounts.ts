/** The caller's corporate account a KYB request reads or writes, found by the caller's permissions. */
import { ACCOUNT_TYPE } from '../../src/contract';
import type { Db } from '../db';
import type { SessionUser } from '../http/session';
import { ownedAccount } from './accounts';
import { ownerFor } from './owner';
import { revisionToWrite } from './revisions';

/**
 * The caller's corporate account to write a KYB step into, and the revision the step goes to when the account is
 * approved (null: the live tables): 404 when it is not theirs, 409 while it or its revision is in review.
 */
export async function editableBusinessAccount(db: Db, user: SessionUser, accountId: number) {
  const owner = await ownerFor(db, user, 'updateAccount');
  const account = await ownedAccount(db, owner, accountId, ACCOUNT_TYPE.corporate);
  const revision = await revisionToWrite(db, account);
  return { owner, account, revision };
}

export type EditableBusinessAccount = Awaited<ReturnType<typeof editableBusinessAccount>>;

/** The caller's corporate account to read (404 when it is not theirs). */
export async function viewableBusinessAccount(db: Db, user: SessionUser, accountId: number) {
  const owner = await ownerFor(db, user, 'viewAccounts');
  return { owner, account: await ownedAccount(db, owner, accountId, ACCOUNT_TYPE.corporate) };
}

export type ViewableBusinessAccount = Awaited<ReturnType<typeof viewableBusinessAccount>>;
