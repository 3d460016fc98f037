import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { ResetPasswordRequest } from '@/contract';
import { api } from '@/app/api';

export const useResetPassword = () =>
  useMutation({ mutationFn: (body: v.InferInput<typeof ResetPasswordRequest>) => api.call('resetPassword', { body }) });
