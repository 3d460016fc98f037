import type { StepFormProps } from '@/ui/StepForm';
import type { KybAccount } from '../kyb-account';

/** What the KYB page gives each step. */
export interface KybStepProps {
  account: KybAccount;
  /** The account is with the reviewers (product §4: pending): nothing can change. */
  readOnly: boolean;
  /** The reviewers asked for changes to this step. */
  changes?: StepFormProps['changes'];
  onBack?: () => void;
  /** The step is stored: `synced` when the server took it already, `queued` when it waits for a connection. */
  onDone: (outcome: 'synced' | 'queued') => void;
}
