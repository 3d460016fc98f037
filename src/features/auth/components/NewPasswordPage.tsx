import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { NewPasswordForm } from '@/contract';
import { registrationProps } from '@/app/session-storage';
import { notify } from '@/app/notify';
import { AuthCard } from '@/ui/AuthCard';
import { useRefusal } from '@/ui/use-refusal';
import { useResetPassword } from '../api/reset-password';
import { validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

/** /password-reset and /new-password share this screen (product §2). */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { emailForPasswordReset = '', resetToken } = registrationProps.get();
  const [removeTwoFactor, setRemoveTwoFactor] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: emailForPasswordReset, newPassword: '', confirmPassword: '' },
    validate: validateWith(NewPasswordForm),
    validateInputOnBlur: ['confirmPassword'],
  });
  const refusal = useRefusal(form);

  const submit = form.onSubmit(async (values) => {
    refusal.clear();
    try {
      const { twoFactorRemovalScheduled } = await reset.mutateAsync({
        ...values,
        resetToken: resetToken ?? '',
        removeTwoFactor,
      });
      registrationProps.patch({ resetToken: undefined, emailForPasswordReset: undefined });
      notify.success(t(twoFactorRemovalScheduled ? 'auth.passwordResetTwoFactorRemoval' : 'auth.passwordReset'));
      await navigate({ to: '/' });
    } catch (failure) {
      refusal.show(failure);
    }
  });

  return (
    <AuthCard
      title={t('auth.resetTitle')}
      subtitle={t('auth.resetSubtitle')}
      footer={
        <Anchor component={Link} to="/">
          {t('auth.backToLogin')}
        </Anchor>
      }
    >
      {!resetToken && (
        <Alert color="yellow">
          <Trans
            i18nKey="auth.verifyCodeFirst"
            components={{ getCode: <Anchor component={Link} to="/initial-password-reset" /> }}
          />
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {refusal.text && (
            <Alert color="red" role="alert">
              {refusal.text}
            </Alert>
          )}
          <TextInput
            label={t('auth.emailAddress')}
            type="email"
            autoComplete="username"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.newPassword')}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Checkbox
            label={t('auth.lostAuthenticator')}
            description={t('auth.lostAuthenticatorHint')}
            checked={removeTwoFactor}
            onChange={(event) => setRemoveTwoFactor(event.currentTarget.checked)}
          />
          <Button type="submit" size="md" loading={reset.isPending} disabled={!resetToken}>
            {reset.isPending ? t('auth.loading') : t('auth.resetPasswordButton')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
