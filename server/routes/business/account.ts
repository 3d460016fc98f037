import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Db } from '../../db';
import type { SessionUser } from '../../http/session';
import { ownedAccount, refuseWhileInReview } from '../../services/accounts';
import { ownerFor } from '../../services/owner';

/** The caller's corporate account to write a KYB step into: 404 when it is not theirs, 409 while it is in review. */
export async function editableBusinessAccount(db: Db, user: SessionUser, accountId: number) {
  const owner = await ownerFor(db, user, 'updateAccount');
  const account = await ownedAccount(db, owner, accountId, ACCOUNT_TYPE.corporate);
  refuseWhileInReview(account);
  return { owner, account };
}
