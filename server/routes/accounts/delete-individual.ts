import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { ownerFor } from '../../services/profiles/owner';
import { deleteAccount, ownedAccount } from '../../services/onboarding/accounts';

/** DELETE /accounts/deleteKycAccount?account_id= : an individual account, its profile rows and documents (cascade). */
export function deleteIndividualRoute(app: Hono, deps: Deps) {
  register(app, deps, 'deleteKycAccount', async ({ query, user, db }) => {
    const owner = await ownerFor(db, user, 'deleteAccount');
    const account = await ownedAccount(db, owner, query.account_id, ACCOUNT_TYPE.individual);
    await deleteAccount(db, account);
    return { message: 'The account was deleted.' };
  });
}
