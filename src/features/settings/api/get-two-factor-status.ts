import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

export const twoFactorStatusKey = ['two-factor-status'] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: twoFactorStatusKey, queryFn: () => api.call('twoFactorStatus') });
