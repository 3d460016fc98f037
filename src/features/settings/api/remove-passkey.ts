import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyList } from '@/contract';
import { api } from '@/app/api';
import { passkeysKey } from '@/app/passkeys/list-passkeys';

/** With the password again; the passkey stops working at once and the user's other sessions end. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; password: string }) => api.call('removePasskey', { body }),
    onSuccess: (_answer, { id }) =>
      queryClient.setQueryData(
        passkeysKey,
        (list: PasskeyList | undefined) => list && { passkeys: list.passkeys.filter((passkey) => passkey.id !== id) },
      ),
  });
}
