import { PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ChangePasswordForm } from '@/contract';
import { useSession } from '@/app/session';
import { notify } from '@/app/notify';
import { DialogForm } from '@/ui/DialogForm';
import { useDialogForm } from '@/ui/use-dialog-form';
import { useChangePassword } from '../api/change-password';
import { validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';

export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useSession();
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateWith(ChangePasswordForm),
    validateInputOnBlur: ['confirmPassword'],
  });
  const dialog = useDialogForm(form, {
    send: async (values) => {
      await change.mutateAsync({ email: current?.userId ?? '', ...values });
      notify.success(t('settings.passwordChanged'));
    },
    onClose,
  });

  return (
    <DialogForm
      opened={opened}
      title={t('settings.changePassword')}
      onClose={dialog.close}
      onSubmit={dialog.submit}
      refusal={dialog.refusal}
      pending={change.isPending}
      submitLabel={t('settings.changePasswordButton')}
    >
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
    </DialogForm>
  );
}
