/** The caller's account a KYC or KYB request reads or writes, found through the caller's permissions. */
import type { Db } from '../../db';
import type { SessionUser } from '../../http/session';
import { ownedAccount } from './accounts';
import { ownerFor } from '../profiles/owner';
import { revisionToWrite } from './revisions';

/**
 * The caller's account of this type to write an onboarding step into, and the revision the step goes to when the
 * account is approved (null: the live tables): 404 when it is not theirs, 409 while it or its revision is in review.
 */
export async function editableAccount(db: Db, user: SessionUser, accountId: number, accountType: 1 | 2) {
  const owner = await ownerFor(db, user, 'updateAccount');
  const account = await ownedAccount(db, owner, accountId, accountType);
  const revision = await revisionToWrite(db, account);
  return { owner, account, revision };
}

export type EditableAccount = Awaited<ReturnType<typeof editableAccount>>;

/** The caller's account of this type to read (404 when it is not theirs). */
export async function viewableAccount(db: Db, user: SessionUser, accountId: number, accountType: 1 | 2) {
  const owner = await ownerFor(db, user, 'viewAccounts');
  return { owner, account: await ownedAccount(db, owner, accountId, accountType) };
}

export type ViewableAccount = Awaited<ReturnType<typeof viewableAccount>>;
