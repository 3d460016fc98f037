import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { wipeUserData } from '@/offline';
import { api } from '@/app/api';
import { session } from '@/app/session';
import { askBeforeSigningOut } from './SignOutDialog';

/**
 * Ends the session on this device (the server's is ended, or being ended): this device's drafts when `removeDrafts`,
 * its key and cached private responses always; then the login page.
 */
export function useLeaveThisDevice() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (removeDrafts: boolean) => {
    const userId = session.get()?.userId;
    session.end();
    if (userId) await wipeUserData(userId, { removeDrafts });
    queryClient.clear();
    await navigate({ to: '/' });
  };
}

/**
 * Ends the session on the server (best effort) and on this device, then back to the login page. First asks what to do
 * with the work this device holds (SignOutDialog.tsx); the device key and cached private responses always go.
 * 'signOutEverywhere' (Settings) ends every session of the user's, on every device.
 */
export function useSignOut(endpoint: 'signOut' | 'signOutEverywhere' = 'signOut') {
  const leave = useLeaveThisDevice();
  return async () => {
    const choice = await askBeforeSigningOut();
    if (!choice) return;
    await api.call(endpoint, { body: {} }, { quiet: true }).catch(() => undefined);
    await leave(choice === 'remove');
  };
}
