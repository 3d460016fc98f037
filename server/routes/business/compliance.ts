import type { Hono } from 'hono';
import { CORPORATE_STATUS } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { recordStepSaved } from '../../services/audit';
import { badRequest } from '../../http/errors';
import { editableBusinessAccount } from './account';

/**
 * POST /accounts/saveComplianceAndAccount: KYB step 3. Stores the regulatory answers and, the earlier steps being
 * saved, completes the onboarding: the account goes to the reviewers (pending; SPEC 4 disables its row link).
 */
export function complianceRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveComplianceAndAccount', async ({ body, user, db, deps }) => {
    const { account } = await editableBusinessAccount(db, user, body.accountId);
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

    const values = {
      is_registered: body.complianceRegulator,
      name_of_regulator: body.nameOfRegulator,
      regulator_number: body.regulatorNumber,
      is_penalized: body.complianceIssue,
      penalized_detail: body.investigationDetail,
      is_sanctioned: body.sanctioned,
    };
    const regulatory = await db
      .insertInto('regulatory_companies')
      .values({ account_id: account.id, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = deps.now();
    await db.updateTable('accounts').set({ status_id: CORPORATE_STATUS.pending, submitted_at: now, updated_at: now }).where('id', '=', account.id).execute();
    await recordStepSaved(db, user, account.id, 'compliance', body);
    return { accountId: account.id, regulatoryCompanyId: regulatory.id, accountStatusId: CORPORATE_STATUS.pending };
  });
}
