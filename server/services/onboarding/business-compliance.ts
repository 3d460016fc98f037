/** KYB step 3, the regulatory answers: the last step, which sends the account (or its revision) to the reviewers. */
import { CORPORATE_STATUS, REVIEW_STEPS } from '../../../src/contract';
import type { Db } from '../../db';
import type { RequestBody } from '../../http/route';
import { HttpError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { EditableAccount } from './account-access';
import { writeCompliance } from './onboarding-steps';
import { saveStep } from './revisions';

/**
 * Stores the regulatory answers and, the earlier steps being saved, completes the onboarding: the account goes to
 * the reviewers (pending; product §4 disables its row link). Of an approved account, the answers go into its revision,
 * which goes to the reviewers; the account stays active.
 */
export async function saveCompliance(
  db: Db,
  user: SessionUser,
  { account, revision }: EditableAccount,
  body: RequestBody<'saveComplianceAndAccount'>,
  now: Date,
) {
  const [info, ownership, director, activity] = await Promise.all([
    db.selectFrom('business_infos').select('id').where('account_id', '=', account.id).executeTakeFirst(),
    db.selectFrom('business_ownerships').select('id').where('account_id', '=', account.id).executeTakeFirst(),
    db
      .selectFrom('business_people')
      .select('id')
      .where('account_id', '=', account.id)
      .where('is_director', '=', true)
      .executeTakeFirst(),
    db.selectFrom('business_activities').select('id').where('account_id', '=', account.id).executeTakeFirst(),
  ]);
  const missing = (
    [
      [!info, 'businessInfo'],
      [!(ownership && director), 'ownership'],
      [!activity, 'activity'],
    ] as const
  )
    .filter(([isMissing]) => isMissing)
    .map(([, step]) => step);
  if (missing.length > 0) {
    const words = { steps: missing.map((step) => REVIEW_STEPS[step].label).join(', ') };
    throw HttpError.of(400, 'saveStepsFirst', { steps: missing.join(',') }, { words });
  }

  const saved = await saveStep(
    db,
    { actor: user, account, revision, step: 'compliance', now },
    writeCompliance,
    body,
    {},
    () =>
      db
        .updateTable('accounts')
        .set({ status_id: CORPORATE_STATUS.pending, submitted_at: now, updated_at: now })
        .where('id', '=', account.id)
        .execute(),
  );
  return { ...saved, accountStatusId: revision ? account.status_id : CORPORATE_STATUS.pending };
}
