import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { editableAccount } from '../../services/onboarding/account-access';
import { saveIdentity } from '../../services/onboarding/individual-identity';

/** POST /accounts/saveOrUpdateCustomerIdentity: KYC step 1, the individual's personal details (of an approved account: into its revision). */
export function identityRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveOrUpdateCustomerIdentity', async ({ body, user, db, deps }) => {
    const target = await editableAccount(db, user, body.accountId, ACCOUNT_TYPE.individual);
    return saveIdentity(db, user, target, body, deps.now());
  });
}
