import * as v from 'valibot';
import { CORPORATE_STATUS, INDIVIDUAL_STATUS } from '../account-status';
import { AccountIdSchema } from '../common';
import { ACCOUNT_DECISIONS, REVISION_STATES, ReviewStepKeySchema } from './decisions';

/* The customer's view of the review: the latest decision on each of their accounts. */

export const AccountReviewQuery = v.object({ account_id: v.optional(AccountIdSchema) });
export const AccountReview = v.object({
  accountId: v.number(),
  accountStatusId: v.number(),
  decision: v.picklist(ACCOUNT_DECISIONS),
  decisionText: v.string(),
  reason: v.string(),
  affectedSteps: v.array(ReviewStepKeySchema),
  decidedAt: v.string(),
  /** Whether the latest decision was on a revision (then the account's status did not change). */
  aboutRevision: v.boolean(),
  /** The account's revision not yet decided, if any. */
  revisionState: v.nullable(v.picklist(REVISION_STATES)),
});
export type AccountReview = v.InferOutput<typeof AccountReview>;
/** Whether the reviewers sent the account (or the revision of an approved one) back and wait for the changes. */
export const isChangesRequested = (review: Pick<AccountReview, 'accountStatusId' | 'revisionState'>) =>
  review.accountStatusId === INDIVIDUAL_STATUS.changesRequested ||
  review.accountStatusId === CORPORATE_STATUS.changesRequested ||
  review.revisionState === 'changesRequested';
/** The latest decision of each of the caller's accounts that has one. */
export const AccountReviewsResponse = v.object({ reviews: v.array(AccountReview) });
