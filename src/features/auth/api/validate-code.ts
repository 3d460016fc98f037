import { useMutation } from '@tanstack/react-query';
import { api } from '@/app/api';

type CodeInput = { email: string; token: string };

export const useValidateSignupCode = () =>
  useMutation({ mutationFn: (body: CodeInput) => api.call('validateSignupToken', { body }) });

export const useValidateResetCode = () =>
  useMutation({ mutationFn: (body: CodeInput) => api.call('validateResetToken', { body }) });
