/** KYB step 2, the business activities: their list items checked, the step saved. */
import type { Db } from '../db';
import type { RequestBody } from '../http/route';
import type { SessionUser } from '../http/session';
import type { EditableAccount } from './account-access';
import { writeActivity } from './onboarding-steps';
import { checkListItem, ReferenceErrors } from './references';
import { saveStep } from './revisions';

/** Replaces an earlier submission; of an approved account, the save goes into its revision. */
export async function saveActivity(db: Db, user: SessionUser, { account, revision }: EditableAccount, body: RequestBody<'saveBusinessActivity'>, now: Date) {
  const errors = new ReferenceErrors();
  await checkListItem(db, errors, 'intendedUse', 'purpose', body.intendedUse);
  await checkListItem(db, errors, 'transactionVolume', 'transactionVolume', body.transactionVolume);
  await checkListItem(db, errors, 'typeOfFinancialTransaction', 'financialTransactionType', body.typeOfFinancialTransaction);
  await checkListItem(db, errors, 'transactionFrequency', 'transactionFrequency', body.transactionFrequency);
  await checkListItem(db, errors, 'pepId', 'businessPep', body.pepId);
  errors.throwIfAny();
  return saveStep(db, { actor: user, account, revision, step: 'activity', now }, writeActivity, body);
}
