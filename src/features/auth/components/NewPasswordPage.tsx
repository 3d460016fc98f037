import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { NewPasswordForm } from '@/contract';
import { registrationProps } from '@/app/session-storage';
import { notify } from '@/app/notify';
import { AuthCard } from '@/ui/AuthCard';
import { errorText, fieldErrorTexts } from '@/ui/error-text';
import { useResetPassword } from '../api/reset-password';

/** /password-reset and /new-password share this screen (product §2). */
export function NewPasswordPage() {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { emailForPasswordReset = '', resetToken } = registrationProps.get();
  const [error, setError] = useState<string | null>(null);
  const [removeTwoFactor, setRemoveTwoFactor] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: emailForPasswordReset, newPassword: '', confirmPassword: '' },
    validate: schemaResolver(NewPasswordForm, { sync: true }),
    validateInputOnBlur: ['confirmPassword'],
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const { message } = await reset.mutateAsync({ ...values, resetToken: resetToken ?? '', removeTwoFactor });
      registrationProps.patch({ resetToken: undefined, emailForPasswordReset: undefined });
      notify.success(message);
      await navigate({ to: '/' });
    } catch (failure) {
      const fields = fieldErrorTexts(failure);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      else setError(errorText(failure));
    }
  });

  return (
    <AuthCard
      title="Reset password"
      subtitle="Choose a new password of at least 8 characters."
      footer={
        <Anchor component={Link} to="/">
          Back to login
        </Anchor>
      }
    >
      {!resetToken && (
        <Alert color="yellow">
          Verify the code we send to your email first.{' '}
          <Anchor component={Link} to="/initial-password-reset">
            Get a code
          </Anchor>
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Email Address" type="email" autoComplete="username" required key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput label="New Password" autoComplete="new-password" required key={form.key('newPassword')} {...form.getInputProps('newPassword')} />
          <PasswordInput label="Confirm Password" autoComplete="new-password" required key={form.key('confirmPassword')} {...form.getInputProps('confirmPassword')} />
          <Checkbox
            label="I lost my authenticator app"
            description="Two-factor sign-in stays on after a reset. With this, it is removed in 7 days; we mail you, and signing in with a code before then cancels it."
            checked={removeTwoFactor}
            onChange={(event) => setRemoveTwoFactor(event.currentTarget.checked)}
          />
          <Button type="submit" size="md" loading={reset.isPending} disabled={!resetToken}>
            {reset.isPending ? 'Loading...' : 'Reset Password'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
