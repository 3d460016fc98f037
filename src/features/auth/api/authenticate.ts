import type * as v from 'valibot';
import type { LoginRequest } from '@/contract';
import { api } from '@/app/api';

/** A plain call, not a React Query mutation: the login page stays free of React Query (see app/ServerState). */
export const authenticate = (body: v.InferInput<typeof LoginRequest>) => api.call('authenticate', { body });
