/** KYB step 2, the business activities: their list items checked, the step saved. */
import type { BusinessActivityFields, ListedKey } from '../../../src/contract';
import type { Db } from '../../db';
import type { RequestBody } from '../../http/route';
import type { SessionUser } from '../../http/session';
import type { EditableAccount } from './account-access';
import { writeActivity } from './onboarding-steps';
import { checkListItem, ReferenceErrors } from '../reference/references';
import { saveStep } from './revisions';

/** The list each picked id must be in: every field the reviewer reads by a list's words is checked. */
const LISTS = {
  intendedUse: 'purpose',
  transactionVolume: 'transactionVolume',
  typeOfFinancialTransaction: 'financialTransactionType',
  transactionFrequency: 'transactionFrequency',
  pepId: 'businessPep',
} as const satisfies Record<ListedKey<BusinessActivityFields>, Parameters<typeof checkListItem>[3]>;

/** Replaces an earlier submission; of an approved account, the save goes into its revision. */
export async function saveActivity(
  db: Db,
  user: SessionUser,
  { account, revision }: EditableAccount,
  body: RequestBody<'saveBusinessActivity'>,
  now: Date,
) {
  const errors = new ReferenceErrors();
  for (const [field, list] of Object.entries(LISTS) as Array<
    [keyof typeof LISTS, (typeof LISTS)[keyof typeof LISTS]]
  >) {
    await checkListItem(db, errors, field, list, body[field]);
  }
  errors.throwIfAny();
  return saveStep(db, { actor: user, account, revision, step: 'activity', now }, writeActivity, body);
}
