import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { saveActivity } from '../../services/onboarding/business-activity';
import { editableAccount } from '../../services/onboarding/account-access';

/** POST /accounts/saveBusinessActivity: KYB step 2 (replaces an earlier submission; of an approved account: into its revision). */
export function activityRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveBusinessActivity', async ({ body, user, db, deps }) => {
    const target = await editableAccount(db, user, body.accountId, ACCOUNT_TYPE.corporate);
    return saveActivity(db, user, target, body, deps.now());
  });
}
