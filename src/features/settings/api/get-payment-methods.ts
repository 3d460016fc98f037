import { useQuery } from '@tanstack/react-query';
import { api } from '@/app/api';

export const usePaymentMethods = () =>
  useQuery({ queryKey: ['saved-payment-methods'], queryFn: () => api.call('savedPaymentMethods') });
