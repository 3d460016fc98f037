import type { NotificationData } from '@mantine/notifications';
import { t } from './i18n';

let shown = 0;
/**
 * The notifications package loads with its container, after the first screen (see providers.tsx): a toast asked
 * for before then appears once it has arrived. The id is ours so callers get it at once.
 */
function show(data: NotificationData): string {
  const id = data.id ?? `toast-${++shown}`;
  // Mantine's close button has no name of its own: a screen reader would announce a nameless button.
  const closeButtonProps = { 'aria-label': t('frame.close') };
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ closeButtonProps, ...data, id }),
  );
  return id;
}

/** Toasts with product §9's timings: 2 s for success, 4 s for errors and the rest, none for loading. */
export const notify = {
  success: (message: string, title?: string) => show({ message, title, color: 'green', autoClose: 2000 }),
  error: (message: string, title?: string) => show({ message, title, color: 'red', autoClose: 4000 }),
  info: (message: string, title?: string) => show({ message, title, autoClose: 4000 }),
  /** Said once and worth reading to the end (how to keep drafts on iOS): stays until closed. */
  lasting: (message: string, title?: string) => show({ message, title, autoClose: false }),
  loading: (message: string) => show({ message, loading: true, autoClose: false, withCloseButton: false }),
  hide: (id: string) => void import('@mantine/notifications').then(({ notifications }) => notifications.hide(id)),
};
