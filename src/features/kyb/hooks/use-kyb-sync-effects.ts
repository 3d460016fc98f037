import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onStepSynced } from '@/offline';
import { session } from '@/app/session';
import { kycbProps } from '@/app/session-storage';

/**
 * Product §4's effects of KYB steps, also when a step reaches the server later from the outbox: business info makes the
 * user Active and stores businessInfoId; the ownership step stores the response's accountId; the activity stores
 * accountId and businessActivityId; the last step changes the accounts list (`onAccountsChanged`). The saved
 * data is read again so a step opened next starts from it.
 */
export function useKybSyncEffects(onAccountsChanged?: () => void) {
  const queryClient = useQueryClient();
  const changed = useRef(onAccountsChanged);
  changed.current = onAccountsChanged;
  useEffect(
    () =>
      onStepSynced((step) => {
        const response = step.response as { accountId: number; businessInfoId?: number; businessActivityId?: number };
        if (step.endpoint === 'saveBusinessInfo') {
          kycbProps.patch({ businessInfoId: response.businessInfoId });
          if (session.get()?.status === 'Onboarding') session.setStatus('Active');
        } else if (step.endpoint === 'saveShareholdersInfo') {
          kycbProps.patch({ accountId: response.accountId });
        } else if (step.endpoint === 'saveBusinessActivity') {
          kycbProps.patch({ accountId: response.accountId, businessActivityId: response.businessActivityId });
        } else if (step.endpoint === 'saveComplianceAndAccount') {
          changed.current?.();
        } else {
          return;
        }
        void queryClient.invalidateQueries({ queryKey: ['kyb'] });
      }),
    [queryClient],
  );
}
