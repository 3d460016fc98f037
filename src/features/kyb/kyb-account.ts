import type { Dependency } from '@/offline';
import { stepDraftId, type KybStep } from './drafts/kyb-drafts';

/** Product §2: the four steps' names (catalogue keys), in the order of activeKybTab. */
export const KYB_STEPS = [
  'kyb.steps.business',
  'kyb.steps.people',
  'kyb.steps.activity',
  'kyb.steps.compliance',
] as const;
export const LAST_STEP: KybStep = 3;

/**
 * The business account the KYB screens work on: an existing one (edit, `/accounts/kyb/{id}`) or the one being
 * created, whose id may still be on its way (`createStepId` is the outbox step that creates it).
 */
export interface KybAccount {
  /** The drafts' and steps' account part: the id when editing, 'new' otherwise. */
  key: string;
  /** Known once the account exists on the server. */
  accountId: number | null;
  createStepId?: string;
}

/**
 * A step waits for the one before it (the server needs the earlier steps before the last), and a new account's
 * steps take its id from the step that creates it.
 */
export function stepDependencies(step: KybStep, account: KybAccount): Dependency[] {
  const dependencies: Dependency[] = [];
  if (account.createStepId)
    dependencies.push({ stepId: account.createStepId, take: { 'body.accountId': 'accountId' } });
  if (step > 0) dependencies.push({ stepId: stepDraftId((step - 1) as KybStep, account.key) });
  return dependencies;
}
