/** The status of a user (table users) as onboarding moves it. */
import type { Db } from '../../db';

/** Product §4: a successful KYC step makes the user Active (a user still Onboarding is done with onboarding). */
export const activateUser = (db: Db, userId: string) =>
  db
    .updateTable('users')
    .set({ status: 'Active' })
    .where('id', '=', userId)
    .where('status', '=', 'Onboarding')
    .execute();
