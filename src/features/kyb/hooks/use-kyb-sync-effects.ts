import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onEndpointSynced } from '@/offline';
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
  useEffect(() => {
    const reread = () => void queryClient.invalidateQueries({ queryKey: ['kyb'] });
    const stops = [
      onEndpointSynced('saveBusinessInfo', ({ businessInfoId }) => {
        kycbProps.patch({ businessInfoId });
        if (session.get()?.status === 'Onboarding') session.setStatus('Active');
        reread();
      }),
      onEndpointSynced('saveShareholdersInfo', ({ accountId }) => {
        kycbProps.patch({ accountId });
        reread();
      }),
      onEndpointSynced('saveBusinessActivity', ({ accountId, businessActivityId }) => {
        kycbProps.patch({ accountId, businessActivityId });
        reread();
      }),
      onEndpointSynced('saveComplianceAndAccount', () => {
        changed.current?.();
        reread();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
}
