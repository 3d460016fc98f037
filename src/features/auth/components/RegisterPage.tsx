import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from '@tanstack/react-router';
import { RegisterForm } from '@/contract';
import { splitPhone } from '@/contract/phone-numbers';
import { registrationProps } from '@/app/session-storage';
import { AuthCard } from '@/ui/AuthCard';
import { useRefusal } from '@/ui/use-refusal';
import { LegalLinks } from '@/ui/LegalLinks';
import { PhoneField } from '@/ui/PhoneField';
import { useRegister } from '../api/register';
import { validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({
    mode: 'controlled',
    initialValues: { emailAddress: '', phone: '', password: '', confirmPassword: '' },
    validate: validateWith(RegisterForm),
    validateInputOnBlur: true,
  });
  const refusal = useRefusal(form);

  const submit = form.onSubmit(async ({ emailAddress, phone, password }) => {
    refusal.clear();
    const { countryCode, mobileNumber } = splitPhone(phone);
    const payload = {
      emailAddress: emailAddress.trim().toLowerCase(),
      password,
      countryCode,
      mobileNumber01: mobileNumber,
    };
    try {
      const authUser = await register.mutateAsync(payload);
      registrationProps.patch({
        user: { emailAddress: payload.emailAddress, countryCode, mobileNumber01: mobileNumber },
        authUser,
      });
      await navigate({ to: '/verify-password/$userId', params: { userId: payload.emailAddress } });
    } catch (failure) {
      refusal.show(failure);
    }
  });

  return (
    <AuthCard
      title={t('auth.getStarted')}
      subtitle={t('auth.registerSubtitle')}
      footer={<Trans i18nKey="auth.haveAccount" components={{ signIn: <Anchor component={Link} to="/" fw={600} /> }} />}
    >
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
            autoComplete="email"
            required
            {...form.getInputProps('emailAddress')}
          />
          <PhoneField label={t('auth.phoneNumber')} required {...form.getInputProps('phone')} />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="new-password"
            required
            description={t('auth.passwordHint')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Text size="xs" c="dimmed">
            <Trans i18nKey="auth.acceptLegal" components={{ links: <LegalLinks /> }} />
          </Text>
          <Button type="submit" fullWidth size="md" loading={register.isPending}>
            {register.isPending ? t('auth.loading') : t('auth.createAccount')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
