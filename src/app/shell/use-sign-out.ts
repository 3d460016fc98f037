import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { session } from '../session';

/** Ends the session on the server (best effort) and on this device, then back to the login page. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await api.call('signOut', { body: {} }, { quiet: true }).catch(() => undefined);
    session.end();
    queryClient.clear();
    await navigate({ to: '/' });
  };
}
