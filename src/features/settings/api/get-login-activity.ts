import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

export const useLoginActivity = () =>
  useQuery({ queryKey: ['login-activity'], queryFn: () => api.call('loginActivity'), staleTime: 0 });
