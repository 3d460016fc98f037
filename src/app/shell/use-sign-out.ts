import { modals } from '@mantine/modals';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { hasUnsyncedWork, wipeUserData } from '@/offline';
import { api } from '../api';
import { session } from '../session';
import { t } from '../i18n';

function confirmLosingWork(): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('frame.signOutTitle'),
      children: t('frame.signOutText'),
      labels: { confirm: t('frame.signOutConfirm'), cancel: t('frame.staySignedIn') },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * Ends the session on the server (best effort) and on this device, wipes the user's offline data (drafts,
 * documents, outbox, cached private responses), then back to the login page. Asks first when work is unsent.
 * 'signOutEverywhere' (Settings) ends every session of the user's, on every device.
 */
export function useSignOut(endpoint: 'signOut' | 'signOutEverywhere' = 'signOut') {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const userId = session.get()?.userId;
    if ((await hasUnsyncedWork()) && !(await confirmLosingWork())) return;
    await api.call(endpoint, { body: {} }, { quiet: true }).catch(() => undefined);
    session.end();
    if (userId) await wipeUserData(userId);
    queryClient.clear();
    await navigate({ to: '/' });
  };
}
