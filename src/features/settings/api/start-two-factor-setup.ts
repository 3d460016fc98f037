import { useMutation } from '@tanstack/react-query';
import { api } from '@/app/api';

/** A fresh secret and its QR code, after the password again; nothing changes for sign-in until a code confirms it. */
export const useStartTwoFactorSetup = () =>
  useMutation({ mutationFn: (password: string) => api.call('startTwoFactorSetup', { body: { password } }) });
