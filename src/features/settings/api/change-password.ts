import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { ChangePasswordRequest } from '@/contract';
import { api } from '@/app/api';

export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: v.InferInput<typeof ChangePasswordRequest>) => api.call('updatePermissionsOrPassword', { body }),
  });
