import type { Hono } from 'hono';
import { ACCOUNT_TYPE, CORPORATE_STATUS, INDIVIDUAL_STATUS } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { badRequest } from '../../http/errors';
import { ownerFor } from '../../services/owner';
import { ownedAccount } from '../../services/accounts';

const MAX_ACCOUNTS_PER_OWNER = 100;

/** POST /accounts/saveCustomerAccount: a new account to onboard (incomplete until its last step is saved). */
export function createAccountRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveCustomerAccount', async ({ body, user, db, deps }) => {
    const owner = await ownerFor(db, user, 'createAccount');
    if (body.accountId !== '') {
      const account = await ownedAccount(db, owner, body.accountId, body.accountType);
      await db.updateTable('accounts').set({ account_email: body.accountEmailAddress, updated_at: deps.now() }).where('id', '=', account.id).execute();
      return { accountId: account.id };
    }
    const { count } = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<string>().as('count')).where('owner_user_id', '=', owner).executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ACCOUNTS_PER_OWNER) throw badRequest(`A profile can hold at most ${MAX_ACCOUNTS_PER_OWNER} accounts. Delete one you no longer need first.`);
    const status = body.accountType === ACCOUNT_TYPE.individual ? INDIVIDUAL_STATUS.incomplete : CORPORATE_STATUS.incomplete;
    const created = await db
      .insertInto('accounts')
      .values({ owner_user_id: owner, account_type: body.accountType, status_id: status, account_email: body.accountEmailAddress, updated_at: deps.now(), submitted_at: null, display_name: null, country_code: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { accountId: created.id };
  });
}
