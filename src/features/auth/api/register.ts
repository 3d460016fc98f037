import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { RegisterRequest } from '@/contract';
import { api } from '@/app/api';

export const useRegister = () =>
  useMutation({ mutationFn: (body: v.InferInput<typeof RegisterRequest>) => api.call('register', { body }) });
