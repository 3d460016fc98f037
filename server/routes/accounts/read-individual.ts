import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { viewableAccount } from '../../services/onboarding/account-access';
import { readIndividualAccount } from '../../services/onboarding/individual-views';

/**
 * GET /accounts/individualAccounts?account_id= : one individual account as saved (product §3 read-back), to edit it; with
 * the changes the customer proposed, while a revision of the approved account is undecided.
 */
export function readIndividualRoute(app: Hono, deps: Deps) {
  register(app, deps, 'individualAccounts', async ({ query, user, db }) =>
    readIndividualAccount(db, await viewableAccount(db, user, query.account_id, ACCOUNT_TYPE.individual)),
  );
}
