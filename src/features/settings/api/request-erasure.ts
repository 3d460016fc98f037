import { useMutation } from '@tanstack/react-query';
import { api } from '@/app/api';

/** With the password again: closes what is open, erases what no law requires, ends every session; says what is kept until when. */
export const useRequestErasure = () =>
  useMutation({ mutationFn: (password: string) => api.call('requestErasure', { body: { password } }) });
