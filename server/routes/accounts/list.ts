import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { listAccounts } from '../../services/onboarding/accounts';
import { ownerFor } from '../../services/profiles/owner';

/**
 * GET /accounts/allAccountsByProfile?profile_id= : the caller's accounts (a sub-user sees its parent's) in product §3's
 * shape. Fields an account does not have yet are null (the list drops such items); date is '' until submitted.
 */
export function listAccountsRoute(app: Hono, deps: Deps) {
  register(app, deps, 'allAccountsByProfile', async ({ query, user, db }) =>
    listAccounts(db, user, await ownerFor(db, user, 'viewAccounts'), query.profile_id),
  );
}
