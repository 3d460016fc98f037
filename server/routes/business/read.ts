import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { viewableAccount } from '../../services/onboarding/account-access';
import { readBusinessAccount, readShareholders } from '../../services/onboarding/business-views';

/** GET /accounts/businessAccounts and /accounts/shareholdersInfo: the KYB read-backs of the caller's business account. */
export function readBusinessRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'businessAccounts', async ({ query, user, db }) =>
    readBusinessAccount(db, await viewableAccount(db, user, query.account_id, ACCOUNT_TYPE.corporate)),
  );

  register(app, deps, 'shareholdersInfo', async ({ query, user, db }) =>
    readShareholders(db, await viewableAccount(db, user, query.account_id, ACCOUNT_TYPE.corporate)),
  );
}
