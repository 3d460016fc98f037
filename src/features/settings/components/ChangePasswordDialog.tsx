import { useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { ApiError, ChangePasswordForm, GENERIC_ERROR } from '@/contract';
import { useSession } from '@/app/session';
import { notify } from '@/app/notify';
import { useChangePassword } from '../api/change-password';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const current = useSession();
  const change = useChangePassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ mode: 'uncontrolled', initialValues: EMPTY, validate: schemaResolver(ChangePasswordForm, { sync: true }), validateInputOnBlur: ['confirmPassword'] });

  const close = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await change.mutateAsync({ email: current?.userId ?? '', ...values });
      notify.success('Your password was changed.');
      close();
    } catch (failure) {
      if (failure instanceof ApiError) {
        form.setErrors(failure.fieldErrors);
        setError(failure.errorMessage);
      } else setError(GENERIC_ERROR);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Change password" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput label="Current Password" autoComplete="current-password" required data-autofocus key={form.key('oldPassword')} {...form.getInputProps('oldPassword')} />
          <PasswordInput label="New Password" description="At least 8 characters." autoComplete="new-password" required key={form.key('newPassword')} {...form.getInputProps('newPassword')} />
          <PasswordInput label="Confirm Password" autoComplete="new-password" required key={form.key('confirmPassword')} {...form.getInputProps('confirmPassword')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              {change.isPending ? 'Loading...' : 'Change Password'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
