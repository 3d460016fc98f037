import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

export const passkeysKey = ['passkeys'] as const;

/** The signed-in user's passkeys: name, created, last used. */
export const usePasskeys = (enabled = true) =>
  useQuery({ queryKey: passkeysKey, queryFn: () => api.call('listPasskeys'), enabled });
