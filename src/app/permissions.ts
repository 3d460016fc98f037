import { useQuery } from '@tanstack/react-query';
import { PERMISSION_IDS, type PermissionName } from '@/contract';
import { api } from './api';
import { useSession } from './session';

export const permissionsQueryKey = (userId: string | undefined) => ['permissions', userId] as const;

/**
 * What the signed-in user may do. A parent may do everything; a secondary profile may do what its parent granted
 * (read from the server, refreshed every minute, so a change reaches an open app soon). Until the grants are
 * known a sub-user may do nothing: the server enforces the same rules anyway.
 */
export function usePermissions() {
  const current = useSession();
  const isSubUser = !!current?.isSubUser;
  const query = useQuery({
    queryKey: permissionsQueryKey(current?.userId),
    queryFn: () => api.call('clientUserPermissions', { query: { email_address: current!.userId } }),
    enabled: isSubUser,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });
  const granted = new Set(
    query.data?.userPermissions.filter((p) => p.permissionStatus === 'Yes').map((p) => p.permissionId),
  );
  return {
    can: (permission: PermissionName) => !isSubUser || granted.has(PERMISSION_IDS[permission]),
    isSubUser,
    isLoading: isSubUser && query.isPending,
  };
}
