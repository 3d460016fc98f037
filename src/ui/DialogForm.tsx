import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/app/i18n';

interface DialogFormProps {
  opened: boolean;
  title: string;
  /** Cancel, Escape and ✕: the caller forgets there what was typed. */
  onClose: () => void;
  /** Enter in a field or the submit button; the browser's own submit never runs. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  /** The call is on its way: the button spins and says so. */
  pending: boolean;
  /** False keeps the submit off until what it needs is there. */
  ready?: boolean;
  /** A removal or a turning off: the submit is red. */
  danger?: boolean;
  /** What this does, above the refusal and the fields. */
  note?: ReactNode;
  /** The refusal in words (product §8: an error banner in the dialog). */
  refusal?: string | null;
  fullScreen?: boolean;
  children?: ReactNode;
}

/**
 * The one shape of a dialog that asks for something and sends it: what it does, the refusal, its fields, then Cancel
 * and the submit button.
 */
export function DialogForm({
  opened,
  title,
  onClose,
  onSubmit,
  submitLabel,
  pending,
  ready = true,
  danger,
  note,
  refusal,
  fullScreen,
  children,
}: DialogFormProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered fullScreen={fullScreen}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !pending) onSubmit(event);
        }}
        noValidate
      >
        <Stack gap="md">
          {typeof note === 'string' ? <Text size="sm">{note}</Text> : note}
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} disabled={!ready} loading={pending}>
              {pending ? t('common.loading') : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The account's password asked again before a change that needs it (a stolen session alone cannot make it). */
export function CurrentPasswordInput({
  value,
  onChange,
  autoFocus = true,
}: {
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('settings.currentPassword')}
      autoComplete="current-password"
      required
      data-autofocus={autoFocus || undefined}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
