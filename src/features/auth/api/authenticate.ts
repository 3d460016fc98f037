import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { LoginRequest } from '@/contract';
import { api } from '@/app/api';

export const useAuthenticate = () => useMutation({ mutationFn: (body: v.InferInput<typeof LoginRequest>) => api.call('authenticate', { body }) });
