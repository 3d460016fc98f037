import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from '@/app/i18n';
import { DialogForm } from './DialogForm';

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
export function ConfirmDeleteDialog({
  opened,
  title,
  children,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogForm
      opened={opened}
      title={title}
      onClose={onClose}
      onSubmit={onConfirm}
      refusal={error}
      pending={pending}
      danger
      submitLabel={t('common.delete')}
    >
      <Text>{children}</Text>
    </DialogForm>
  );
}
