import type { Dependency } from '@/offline';
import type { StepFormProps } from '@/ui/StepForm';

/** What the server answers a synced KYC step with (identity: the account; other info: also the personal account). */
export interface StepTabResponse {
  accountId: number;
  personalAccountId: number;
}

/** What the KYC page gives each tab's form. */
export interface StepTabProps<Values> {
  stepId: string;
  /** The account's id when known; otherwise the step takes it from `dependsOn` when sent. */
  accountId: number | undefined;
  dependsOn: Dependency[];
  initialValues: Values;
  /** Edit mode: the saved values, put in the form before the draft is restored over them. */
  prefill: Values | null;
  /** False until the prefill is loaded (edit mode). */
  ready: boolean;
  /** The account is being reviewed: nothing can be changed. */
  readOnly: boolean;
  /** The reviewers asked for changes to this tab. */
  changes?: StepFormProps['changes'];
  onDone: (outcome: 'synced' | 'queued', response?: StepTabResponse) => void;
}
