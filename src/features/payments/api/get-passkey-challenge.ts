import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

/**
 * The passkey challenge of a request and the request as it binds it (what the page restates). One at a time: each
 * replaces the last, and is used once; a refusal or its expiry asks for the next with refetch.
 */
export const usePasskeyChallenge = (transactionId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: ['payment-passkey-challenge', transactionId ?? 'latest'],
    queryFn: () => api.call('paymentPasskeyOptions', { body: { transactionId } }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
