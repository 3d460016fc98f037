/** KYC step 1, the individual's personal details: their places checked, the user activated, the step saved. */
import type { Db } from '../../db';
import type { RequestBody } from '../../http/route';
import type { SessionUser } from '../../http/session';
import type { EditableAccount } from './account-access';
import { writeIdentity } from './onboarding-steps';
import { checkCountry, checkPlace, ReferenceErrors } from '../reference/references';
import { saveStep } from './revisions';
import { activateUser } from './users';

/** Of an approved account, the save goes into its revision. */
export async function saveIdentity(
  db: Db,
  user: SessionUser,
  { account, revision }: EditableAccount,
  body: RequestBody<'saveOrUpdateCustomerIdentity'>,
  now: Date,
) {
  const errors = new ReferenceErrors();
  await checkPlace(
    db,
    errors,
    { country: 'countryOfResidence', state: 'stateOfResidence', city: 'cityOfResidence' },
    { country: body.countryOfResidence, stateId: body.stateOfResidence, cityId: body.cityOfResidence },
  );
  await checkCountry(db, errors, 'nationality', body.nationality);
  errors.throwIfAny();

  await activateUser(db, user.id);
  return saveStep(db, { actor: user, account, revision, step: 'identity', now }, writeIdentity, body);
}
