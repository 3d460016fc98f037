import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

/** In demo-mail mode the server answers with the code itself: the boxes are prefilled from it (product §2). */
export const prefillFrom = (message: string | undefined) => (message && /^\d{6}$/.test(message) ? message : '');

/** The first sign-up code, sent when the verification screen opens after registering (`enabled`); resends go through useResendSignupCode. */
export const useSignupCode = (email: string, enabled: boolean) =>
  useQuery({
    queryKey: ['signup-code', email],
    queryFn: () => api.call('sendSignupToken', { params: { userEmail: email } }),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useResendSignupCode = () =>
  useMutation({ mutationFn: (email: string) => api.call('sendSignupToken', { params: { userEmail: email } }) });

export const useSendResetCode = () =>
  useMutation({ mutationFn: (email: string) => api.call('sendResetToken', { params: { userEmail: email } }) });
