import { ACCOUNT_TYPE } from '@/contract';
import { kycbProps } from '@/app/session-storage';
import { useResumeOnboarding } from '@/app/resume-onboarding';
import { useStepStatus } from '@/offline';
import type { KybAccount } from '../kyb-account';

/**
 * The account of the KYB screens. Editing: the route's id. New: the id the create-account step got from the
 * server (none while a newer creation is still on its way), else the onboarding state's id (sessionStorage), else (a
 * new tab) the customer's latest business account still being filled in.
 * `missing` when no business account is being created on this device.
 */
export function useKybAccount(
  routeAccountId: number | undefined,
  createStepId: string,
): { account: KybAccount; missing: boolean; loaded: boolean } {
  const creation = useStepStatus<{ accountId: number }>(createStepId);
  const onboarding = kycbProps.get();
  const fromSession =
    onboarding.accountType === ACCOUNT_TYPE.corporate && onboarding.accountId ? Number(onboarding.accountId) : null;
  const noAccountHere =
    routeAccountId === undefined && creation.loaded && creation.state === 'none' && fromSession === null;
  // Opened in a new tab: resume the business account being filled in (this tab's onboarding state gets its id).
  const resume = useResumeOnboarding(ACCOUNT_TYPE.corporate, noAccountHere);
  if (routeAccountId !== undefined)
    return { account: { key: String(routeAccountId), accountId: routeAccountId }, missing: false, loaded: true };
  const pending = creation.state === 'queued' || creation.state === 'sending' || creation.state === 'refused';
  const accountId = pending ? null : (creation.response?.accountId ?? fromSession);
  return {
    account: { key: 'new', accountId, createStepId },
    missing: noAccountHere && !resume.searching && !resume.resumed,
    loaded: creation.loaded,
  };
}
