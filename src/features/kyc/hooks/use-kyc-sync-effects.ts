import { useEffect, useRef } from 'react';
import { onEndpointSynced } from '@/offline';
import { session } from '@/app/session';
import { kycbProps } from '@/app/session-storage';

/**
 * Product §4's effects of KYC steps that reach the server later (sent from the outbox after being offline):
 * step 1 makes the user Active; step 2 stores accountId and personalAccountId, makes the user Active and
 * refreshes the accounts list (`onAccountsChanged`).
 */
export function useKycSyncEffects(onAccountsChanged?: () => void) {
  const changed = useRef(onAccountsChanged);
  changed.current = onAccountsChanged;
  useEffect(() => {
    const stops = [
      onEndpointSynced('saveOrUpdateCustomerIdentity', () => session.setStatus('Active')),
      onEndpointSynced('saveCustomerOtherInfo', ({ accountId, personalAccountId }) => {
        kycbProps.patch({ accountId, personalAccountId });
        session.setStatus('Active');
        changed.current?.();
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, []);
}
