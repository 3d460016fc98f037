import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

type TokenInput = { email: string; transactionId?: string; resend?: boolean };
const fetchToken = ({ email, transactionId, resend }: TokenInput) =>
  api.call('paymentToken', { query: { customer_email: email, transactionId, resend: resend ? 'true' : undefined } });

/**
 * Product §7: the token is asked for once per request and the answer kept (a new token voids the old one); asked again
 * after a reload, the server keeps the token it sent while it is valid. `resend` asks for a new one.
 */
export const usePaymentToken = (input: TokenInput) =>
  useQuery({
    queryKey: ['payment-token', input.email, input.transactionId ?? 'latest'],
    queryFn: () => fetchToken(input),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useResendPaymentToken = () => useMutation({ mutationFn: fetchToken });
