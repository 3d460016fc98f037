import type { KybAccount } from '../kyb-account';

/** What the KYB page gives each step. */
export interface KybStepProps {
  account: KybAccount;
  /** The account is with the reviewers (SPEC 4: pending): nothing can change. */
  readOnly: boolean;
  onBack?: () => void;
  /** The step is stored: `synced` when the server took it already, `queued` when it waits for a connection. */
  onDone: (outcome: 'synced' | 'queued') => void;
}
