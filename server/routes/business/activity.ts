import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { writeActivity } from '../../services/onboarding-steps';
import { saveStep } from '../../services/revisions';
import { editableBusinessAccount } from './account';
import { checkListItem, ReferenceErrors } from '../../services/references';

/** POST /accounts/saveBusinessActivity: KYB step 2 (replaces an earlier submission; of an approved account: into its revision). */
export function activityRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveBusinessActivity', async ({ body, user, db, deps }) => {
    const { account, revision } = await editableBusinessAccount(db, user, body.accountId);
    const errors = new ReferenceErrors();
    await checkListItem(db, errors, 'intendedUse', 'purpose', body.intendedUse);
    await checkListItem(db, errors, 'transactionVolume', 'transactionVolume', body.transactionVolume);
    await checkListItem(db, errors, 'typeOfFinancialTransaction', 'financialTransactionType', body.typeOfFinancialTransaction);
    await checkListItem(db, errors, 'transactionFrequency', 'transactionFrequency', body.transactionFrequency);
    await checkListItem(db, errors, 'pepId', 'businessPep', body.pepId);
    errors.throwIfAny();
    return saveStep(db, { actor: user, account, revision, step: 'activity', now: deps.now() }, writeActivity, body);
  });
}
