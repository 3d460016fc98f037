import type { Hono } from 'hono';
import { ACCOUNT_TYPE } from '../../../src/contract';
import type { Deps } from '../../deps';
import type { Db } from '../../db';
import { register } from '../../http/route';
import { recordStepSaved } from '../../services/audit';
import { ownerFor } from '../../services/owner';
import { ownedAccount, refuseWhileInReview } from '../../services/accounts';
import { checkCountry, checkPlace, cityColumns, ReferenceErrors } from '../../services/references';

/** SPEC 4: a successful KYC step makes the user Active (a user still Onboarding is done with onboarding). */
export const activateUser = (db: Db, userId: string) => db.updateTable('users').set({ status: 'Active' }).where('id', '=', userId).where('status', '=', 'Onboarding').execute();

/** POST /accounts/saveOrUpdateCustomerIdentity: KYC step 1, the individual's personal details. */
export function identityRoute(app: Hono, deps: Deps) {
  register(app, deps, 'saveOrUpdateCustomerIdentity', async ({ body, user, db, deps }) => {
    const owner = await ownerFor(db, user, 'updateAccount');
    const account = await ownedAccount(db, owner, body.accountId, ACCOUNT_TYPE.individual);
    refuseWhileInReview(account);
    const errors = new ReferenceErrors();
    await checkPlace(db, errors, { country: 'countryOfResidence', state: 'stateOfResidence', city: 'cityOfResidence' }, { country: body.countryOfResidence, stateId: body.stateOfResidence, cityId: body.cityOfResidence });
    await checkCountry(db, errors, 'nationality', body.nationality);
    errors.throwIfAny();

    const now = deps.now();
    const values = {
      first_name: body.firstName,
      last_name: body.lastName,
      email: body.email,
      dob: body.dob,
      mobile_country_code: body.mobileCountryCode,
      mobile_number: body.mobileNumber,
      country_of_residence: body.countryOfResidence,
      state_id: body.stateOfResidence,
      ...cityColumns(body.cityOfResidence, body.cityOfResidenceName),
      postal_code: body.postalCode,
      street_address: body.streetAddress,
      nationality: body.nationality,
      verification_type: body.verificationType,
      verification_code: body.verificationCode,
      politically_exposed: body.politicallyExposed,
      updated_at: now,
    };
    const profile = await db
      .insertInto('individual_profiles')
      .values({ account_id: account.id, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(values))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('accounts')
      .set({ display_name: `${body.firstName} ${body.lastName}`, country_code: body.countryOfResidence, updated_at: now })
      .where('id', '=', account.id)
      .execute();
    await activateUser(db, user.id);
    await recordStepSaved(db, user, account.id, 'identity', body);
    return { accountId: account.id, personalAccountId: profile.id };
  });
}
