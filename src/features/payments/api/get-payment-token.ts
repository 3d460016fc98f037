import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

type TokenInput = { email: string; transactionId?: string };
const fetchToken = ({ email, transactionId }: TokenInput) => api.call('paymentToken', { query: { customer_email: email, transactionId } });

/** Product §7: the token is asked for once per request and the answer kept (a new token voids the old one). */
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
