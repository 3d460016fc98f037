import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { viewableBusinessAccount } from '../../services/business-accounts';
import { readBusinessAccount, readShareholders } from '../../services/business-views';

/** GET /accounts/businessAccounts and /accounts/shareholdersInfo: the KYB read-backs of the caller's business account. */
export function readBusinessRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'businessAccounts', async ({ query, user, db }) => readBusinessAccount(db, await viewableBusinessAccount(db, user, query.account_id)));

  register(app, deps, 'shareholdersInfo', async ({ query, user, db }) => readShareholders(db, await viewableBusinessAccount(db, user, query.account_id)));
}
