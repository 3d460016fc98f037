import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyList } from '@/contract';
import { api } from '@/app/api';
import { passkeysKey } from '@/app/passkeys/list-passkeys';

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; deviceName: string }) => api.call('renamePasskey', { body }),
    onSuccess: (renamed) =>
      queryClient.setQueryData(
        passkeysKey,
        (list: PasskeyList | undefined) =>
          list && { passkeys: list.passkeys.map((passkey) => (passkey.id === renamed.id ? renamed : passkey)) },
      ),
  });
}
