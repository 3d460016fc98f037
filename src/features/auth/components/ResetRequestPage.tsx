import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmailForm } from '@/contract';
import { registrationProps } from '@/app/session-storage';
import { AuthCard } from '@/ui/AuthCard';
import { errorText } from '@/app/wording/error-text';
import { useSendResetCode } from '../api/send-code';
import { prefillFrom } from '../api/send-code';
import { validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';

const TEXTS = {
  forgot: { title: 'auth.forgotTitle', subtitle: 'auth.forgotSubtitle', button: 'auth.resetPasswordButton' },
  change: { title: 'auth.changeTitle', subtitle: 'auth.changeSubtitle', button: 'auth.changePasswordButton' },
} as const;

/** /initial-password-reset and /settings/change-password: the same submit, other words (product §2). */
export function ResetRequestPage({ variant }: { variant: keyof typeof TEXTS }) {
  const { t } = useTranslation();
  const texts = TEXTS[variant];
  const navigate = useNavigate();
  const send = useSendResetCode();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: registrationProps.get().emailForPasswordReset ?? '' },
    validate: validateWith(EmailForm),
  });

  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    registrationProps.patch({ emailForPasswordReset: email, resetToken: undefined });
    try {
      const result = await send.mutateAsync(email);
      registrationProps.patch({ resetCodePrefill: prefillFrom(result.message) });
      await navigate({ to: '/verify-password-reset' });
    } catch (failure) {
      setError(errorText(failure));
    }
  });

  return (
    <AuthCard
      title={t(texts.title)}
      subtitle={t(texts.subtitle)}
      footer={
        <Anchor component={Link} to="/">
          {t('auth.backToSignIn')}
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
          <TextInput
            label={t('auth.emailAddress')}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" loading={send.isPending}>
            {send.isPending ? t('auth.loading') : t(texts.button)}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
