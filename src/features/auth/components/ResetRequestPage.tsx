import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiError, EmailForm, GENERIC_ERROR } from '@/contract';
import { registrationProps } from '@/app/session-storage';
import { AuthCard } from '@/ui/AuthCard';
import { useSendResetCode } from '../api/send-code';
import { prefillFrom } from '../api/send-code';

const TEXTS = {
  forgot: { title: 'Forgot your password?', subtitle: "Let's help you get back in.", button: 'Reset Password' },
  change: { title: 'Change your password.', subtitle: "We'll send a code to your email to confirm it's you.", button: 'Change Password' },
} as const;

/** /initial-password-reset and /settings/change-password: the same submit, other words (product §2). */
export function ResetRequestPage({ variant }: { variant: keyof typeof TEXTS }) {
  const texts = TEXTS[variant];
  const navigate = useNavigate();
  const send = useSendResetCode();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: registrationProps.get().emailForPasswordReset ?? '' },
    validate: schemaResolver(EmailForm, { sync: true }),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    registrationProps.patch({ emailForPasswordReset: email, resetToken: undefined });
    try {
      const result = await send.mutateAsync(email);
      registrationProps.patch({ resetCodePrefill: prefillFrom(result.message) });
      await navigate({ to: '/verify-password-reset' });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.errorMessage : GENERIC_ERROR);
    }
  });

  return (
    <AuthCard
      title={texts.title}
      subtitle={texts.subtitle}
      footer={
        <Anchor component={Link} to="/">
          Back to sign in
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput label="Email Address" type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <Button type="submit" size="md" loading={send.isPending}>
            {send.isPending ? 'Loading...' : texts.button}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
