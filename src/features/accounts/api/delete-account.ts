import { useMutation } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { AccountKind } from '../accounts-list';
import { useRefreshAccounts } from './get-accounts';

/** DELETE /accounts/deleteKycAccount or deleteKybAccount; online only (the dialog shows the refusal). */
export function useDeleteAccount() {
  const refresh = useRefreshAccounts();
  return useMutation({
    // Offline it fails at once with the connection message instead of waiting paused.
    networkMode: 'always',
    mutationFn: ({ kind, accountId }: { kind: AccountKind; accountId: number }) =>
      api.call(kind === 'individual' ? 'deleteKycAccount' : 'deleteKybAccount', { query: { account_id: accountId } }),
    onSuccess: () => refresh(),
  });
}
