import { notifications } from '@mantine/notifications';

/** Toasts with SPEC 9's timings: 2 s for success, 4 s for errors and the rest, none for loading. */
export const notify = {
  success: (message: string, title?: string) => notifications.show({ message, title, color: 'green', autoClose: 2000 }),
  error: (message: string, title?: string) => notifications.show({ message, title, color: 'red', autoClose: 4000 }),
  info: (message: string, title?: string) => notifications.show({ message, title, autoClose: 4000 }),
  loading: (message: string) => notifications.show({ message, loading: true, autoClose: false, withCloseButton: false }),
  hide: (id: string) => notifications.hide(id),
};
