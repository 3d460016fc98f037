import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { saveActivity } from '../../services/business-activity';
import { editableBusinessAccount } from '../../services/business-accounts';

/** POST /accounts/saveBusinessActivity: KYB step 2 (replaces an earlier submission; of an approved account: into its revision). */
export function activityRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveBusinessActivity', async ({ body, user, db, deps }) => {
    const target = await editableBusinessAccount(db, user, body.accountId);
    return saveActivity(db, user, target, body, deps.now());
  });
}
