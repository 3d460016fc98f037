import { useQuery } from '@tanstack/react-query';
import {
  APPROVED_STATUS_IDS,
  isChangesRequested,
  REVIEW_STEPS,
  type AccountReview,
  type ReviewStepKey,
} from '@/contract';
import { api } from './api';
import { t } from './i18n';

/**
 * The reviewers' latest decision on each of the signed-in customer's accounts (GET /accounts/reviewStatus), shared
 * by the accounts list and the KYC and KYB pages. Read again whenever a page using it opens.
 */
export const ACCOUNT_REVIEWS_KEY = ['accounts', 'reviews'] as const;

export const useAccountReviews = (enabled = true) =>
  useQuery({
    queryKey: ACCOUNT_REVIEWS_KEY,
    queryFn: () => api.call('accountReviewStatus', { query: {} }),
    select: (data) => new Map(data.reviews.map((review) => [review.accountId, review])),
    enabled,
    refetchOnWindowFocus: false,
    refetchOnMount: 'always',
  });

/** The latest decision on this account and its revision's state, once loaded. */
export function useAccountReview(accountId: number | undefined) {
  const reviews = useAccountReviews(accountId !== undefined);
  return accountId === undefined ? undefined : reviews.data?.get(accountId);
}

/** The reviewer's request for changes to this step of the account, while the account waits for them; else undefined. */
export function useChangeRequest(accountId: number | undefined, step: ReviewStepKey) {
  const review = useAccountReview(accountId);
  return review && isChangesRequested(review) && review.affectedSteps.includes(step) ? review : undefined;
}

/** The tab (activeKycTab / activeKybTab) of the first step the reviewers asked to change; 0 when none is asked for. */
export function tabToFix(
  review: Pick<AccountReview, 'accountStatusId' | 'revisionState' | 'affectedSteps'> | undefined,
) {
  const step = review && isChangesRequested(review) ? review.affectedSteps[0] : undefined;
  return step ? REVIEW_STEPS[step].tab : 0;
}

/** Whether the account's edit screens are read-only: pending, or approved with changes under review. */
export const changesUnderReview = (review: Pick<AccountReview, 'revisionState'> | undefined) =>
  review?.revisionState === 'submitted';

/** What the accounts row says, beside the approved status, of the customer's changes to an approved account. */
export function revisionNote(
  statusId: number,
  review: AccountReview | undefined,
): { text: string; color: string; reason?: string } | undefined {
  if (!review || !APPROVED_STATUS_IDS.includes(statusId)) return undefined;
  const text = (key: 'submitted' | 'changesRequested' | 'open' | 'declined') => t(`frame.revisionNotes.${key}`);
  if (review.revisionState === 'submitted') return { text: text('submitted'), color: 'yellow' };
  if (review.revisionState === 'changesRequested')
    return { text: text('changesRequested'), color: 'orange', reason: review.reason };
  if (review.revisionState === 'open') return { text: text('open'), color: 'gray' };
  if (review.aboutRevision && review.decision === 'reject')
    return { text: text('declined'), color: 'red', reason: review.reason };
  return undefined;
}

/** An approved account's revision as its edit screens need it: the notice to show and whether they are read-only. */
export function useRevision(accountId: number | undefined, statusId: number | undefined) {
  const review = useAccountReview(accountId);
  const approved = statusId !== undefined && APPROVED_STATUS_IDS.includes(statusId);
  return {
    approved,
    underReview: approved && changesUnderReview(review),
    declinedReason:
      approved && review?.aboutRevision && review.decision === 'reject' && review.revisionState === null
        ? review.reason
        : undefined,
  };
}
