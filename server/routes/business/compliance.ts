import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { editableBusinessAccount } from '../../services/business-accounts';
import { saveCompliance } from '../../services/business-compliance';

/**
 * POST /accounts/saveComplianceAndAccount: KYB step 3. Stores the regulatory answers and, the earlier steps being
 * saved, completes the onboarding: the account goes to the reviewers (pending; SPEC 4 disables its row link). Of
 * an approved account, the answers go into its revision, which goes to the reviewers; the account stays active.
 */
export function complianceRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveComplianceAndAccount', async ({ body, user, db, deps }) => {
    const target = await editableBusinessAccount(db, user, body.accountId);
    return saveCompliance(db, user, target, body, deps.now());
  });
}
