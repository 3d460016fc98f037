import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChangePasswordForm } from '@/contract';
import { useSession } from '@/app/session';
import { notify } from '@/app/notify';
import { useRefusal } from '@/ui/use-refusal';
import { useChangePassword } from '../api/change-password';
import { validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useSession();
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: validateWith(ChangePasswordForm),
    validateInputOnBlur: ['confirmPassword'],
  });
  const refusal = useRefusal(form);

  const close = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    refusal.clear();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    refusal.clear();
    try {
      await change.mutateAsync({ email: current?.userId ?? '', ...values });
      notify.success(t('settings.passwordChanged'));
      close();
    } catch (failure) {
      refusal.show(failure);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('settings.changePassword')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {refusal.text && (
            <Alert color="red" role="alert">
              {refusal.text}
            </Alert>
          )}
          <PasswordInput
            label={t('settings.currentPassword')}
            autoComplete="current-password"
            required
            data-autofocus
            key={form.key('oldPassword')}
            {...form.getInputProps('oldPassword')}
          />
          <PasswordInput
            label={t('settings.newPassword')}
            description={t('settings.newPasswordHint')}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('settings.confirmPassword')}
            autoComplete="new-password"
            required
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {change.isPending ? t('common.loading') : t('settings.changePasswordButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
