import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { editableAccount } from '../../services/onboarding/account-access';
import { saveCompliance } from '../../services/onboarding/business-compliance';

/**
 * POST /accounts/saveComplianceAndAccount: KYB step 3. Stores the regulatory answers and, the earlier steps being
 * saved, completes the onboarding: the account goes to the reviewers (pending; product §4 disables its row link). Of
 * an approved account, the answers go into its revision, which goes to the reviewers; the account stays active.
 */
export function complianceRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveComplianceAndAccount', async ({ body, user, db, deps }) => {
    const target = await editableAccount(db, user, body.accountId, ACCOUNT_TYPE.corporate);
    return saveCompliance(db, user, target, body, deps.now());
  });
}
