import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

/** Whether the customer has a passkey to confirm payments with (the confirmation page offers it first then). */
export const usePasskeys = () =>
  useQuery({
    queryKey: ['passkeys'],
    queryFn: () => api.call('listPasskeys'),
    retry: false,
    refetchOnWindowFocus: false,
  });
