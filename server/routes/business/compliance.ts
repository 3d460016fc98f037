import type { Hono } from 'hono';
import { CORPORATE_STATUS } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { badRequest } from '../../http/errors';
import { writeCompliance } from '../../services/onboarding-steps';
import { saveStep } from '../../services/revisions';
import { editableBusinessAccount } from './account';

/**
 * POST /accounts/saveComplianceAndAccount: KYB step 3. Stores the regulatory answers and, the earlier steps being
 * saved, completes the onboarding: the account goes to the reviewers (pending; product §4 disables its row link). Of
 * an approved account, the answers go into its revision, which goes to the reviewers; the account stays active.
 */
export function complianceRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveComplianceAndAccount', async ({ body, user, db, deps }) => {
    const { account, revision } = await editableBusinessAccount(db, user, body.accountId);
    const [info, ownership, director, activity] = await Promise.all([
      db.selectFrom('business_infos').select('id').where('account_id', '=', account.id).executeTakeFirst(),
      db.selectFrom('business_ownerships').select('id').where('account_id', '=', account.id).executeTakeFirst(),
      db.selectFrom('business_people').select('id').where('account_id', '=', account.id).where('is_director', '=', true).executeTakeFirst(),
      db.selectFrom('business_activities').select('id').where('account_id', '=', account.id).executeTakeFirst(),
    ]);
    const missing = [
      !info && 'Business Information',
      !(ownership && director) && 'Director(s) and Shareholder(s) Information',
      !activity && 'Business Activities',
    ].filter(Boolean);
    if (missing.length > 0) throw badRequest(`Save these steps first: ${missing.join(', ')}.`);

    const now = deps.now();
    const saved = await saveStep(db, { actor: user, account, revision, step: 'compliance', now }, writeCompliance, body, {}, () =>
      db.updateTable('accounts').set({ status_id: CORPORATE_STATUS.pending, submitted_at: now, updated_at: now }).where('id', '=', account.id).execute(),
    );
    return { ...saved, accountStatusId: revision ? account.status_id : CORPORATE_STATUS.pending };
  });
}
