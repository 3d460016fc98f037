import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { recordStepSaved } from '../../services/audit';
import { editableBusinessAccount } from './account';
import { checkListItem, ReferenceErrors } from '../../services/references';

/** POST /accounts/saveBusinessActivity: KYB step 2 (replaces an earlier submission). */
export function activityRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveBusinessActivity', async ({ body, user, db }) => {
    const { account } = await editableBusinessAccount(db, user, body.accountId);
    const errors = new ReferenceErrors();
    await checkListItem(db, errors, 'intendedUse', 'purpose', body.intendedUse);
    await checkListItem(db, errors, 'transactionVolume', 'transactionVolume', body.transactionVolume);
    await checkListItem(db, errors, 'typeOfFinancialTransaction', 'financialTransactionType', body.typeOfFinancialTransaction);
    await checkListItem(db, errors, 'transactionFrequency', 'transactionFrequency', body.transactionFrequency);
    await checkListItem(db, errors, 'pepId', 'businessPep', body.pepId);
    errors.throwIfAny();

    const values = {
      intended_use: body.intendedUse,
      transaction_volume_id: body.transactionVolume,
      financial_transaction_type_id: body.typeOfFinancialTransaction,
      transaction_frequency_id: body.transactionFrequency,
      pep_id: body.pepId,
      source_of_fund: body.sourceOfFund,
      pep_full_names: JSON.stringify(body.pepFullnames.map((pep) => pep.pepfullName)),
    };
    const activity = await db
      .insertInto('business_activities')
      .values({ account_id: account.id, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordStepSaved(db, user, account.id, 'activity', body);
    return { accountId: account.id, businessActivityId: activity.id };
  });
}
