import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/app/i18n';

interface ConfirmDeleteDialogProps {
  opened: boolean;
  title: string;
  /** What will be deleted, in a sentence. */
  children: ReactNode;
  pending: boolean;
  /** The refusal to show inside the dialog (product §8: an error banner in the dialog). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** A deletion asks first; a failure stays in the dialog, beside the choice to try again. */
export function ConfirmDeleteDialog({ opened, title, children, pending, error, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Text>{children}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {pending ? t('common.loading') : t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
