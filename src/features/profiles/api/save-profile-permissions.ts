import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserPermission } from '@/contract';
import { api } from '@/app/api';
import { profilePermissionsKey } from './get-profile-permissions';

export function useSaveProfilePermissions(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userPermissions: UserPermission[]) =>
      api.call('updatePermissionsOrPassword', { body: { userId: email, userPermissions } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profilePermissionsKey(email) }),
  });
}
