import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { saveAccount } from '../../services/onboarding/accounts';
import { ownerFor } from '../../services/profiles/owner';

/** POST /accounts/saveCustomerAccount: a new account to onboard (incomplete until its last step is saved). */
export function createAccountRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveCustomerAccount', async ({ body, user, db, deps }) =>
    saveAccount(db, await ownerFor(db, user, 'createAccount'), body, deps.now()),
  );
}
