import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { ownerFor } from '../../services/owner';
import { ownedAccount } from '../../services/accounts';
import { writeIdentity } from '../../services/onboarding-steps';
import { revisionToWrite, saveStep } from '../../services/revisions';
import { checkCountry, checkPlace, ReferenceErrors } from '../../services/references';
import { activateUser } from '../../services/users';

/** POST /accounts/saveOrUpdateCustomerIdentity: KYC step 1, the individual's personal details (of an approved account: into its revision). */
export function identityRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveOrUpdateCustomerIdentity', async ({ body, user, db, deps }) => {
    const owner = await ownerFor(db, user, 'updateAccount');
    const account = await ownedAccount(db, owner, body.accountId, ACCOUNT_TYPE.individual);
    const revision = await revisionToWrite(db, account);
    const errors = new ReferenceErrors();
    await checkPlace(db, errors, { country: 'countryOfResidence', state: 'stateOfResidence', city: 'cityOfResidence' }, { country: body.countryOfResidence, stateId: body.stateOfResidence, cityId: body.cityOfResidence });
    await checkCountry(db, errors, 'nationality', body.nationality);
    errors.throwIfAny();

    const now = deps.now();
    await activateUser(db, user.id);
    return saveStep(db, { actor: user, account, revision, step: 'identity', now }, writeIdentity, body);
  });
}
