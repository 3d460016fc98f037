import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { deleteAccount, ownedAccount } from '../../services/onboarding/accounts';
import { ownerFor } from '../../services/profiles/owner';

/** DELETE /accounts/deleteKybAccount?account_id= : a business account with all its KYB rows and documents (cascade). */
export function deleteBusinessRoute(app: Hono, deps: Deps) {
  register(app, deps, 'deleteKybAccount', async ({ query, user, db }) => {
    const owner = await ownerFor(db, user, 'deleteAccount');
    const account = await ownedAccount(db, owner, query.account_id, ACCOUNT_TYPE.corporate);
    await deleteAccount(db, account);
    return { message: 'The account was deleted.' };
  });
}
