import { useQuery } from '@tanstack/react-query';
import { CORPORATE_STATUS, INDIVIDUAL_STATUS, REVIEW_STEPS, type ReviewStepKey } from '@/contract';
import { api } from './api';

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

export const isChangesRequested = (statusId: number) => statusId === INDIVIDUAL_STATUS.changesRequested || statusId === CORPORATE_STATUS.changesRequested;

/** The reviewer's request for changes to this step of the account, while the account waits for them; else undefined. */
export function useChangeRequest(accountId: number | undefined, step: ReviewStepKey) {
  const reviews = useAccountReviews(accountId !== undefined);
  const review = accountId === undefined ? undefined : reviews.data?.get(accountId);
  return review && isChangesRequested(review.accountStatusId) && review.affectedSteps.includes(step) ? review : undefined;
}

/** The tab (activeKycTab / activeKybTab) of the first step the reviewers asked to change; 0 when none is asked for. */
export function tabToFix(review: { accountStatusId: number; affectedSteps: readonly ReviewStepKey[] } | undefined) {
  const step = review && isChangesRequested(review.accountStatusId) ? review.affectedSteps[0] : undefined;
  return step ? REVIEW_STEPS[step].tab : 0;
}
