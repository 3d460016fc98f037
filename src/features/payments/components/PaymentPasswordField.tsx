import { PasswordInput } from '@mantine/core';
import type { PaymentRequestFormApi } from './payment-request-form';
import { useTranslation } from '@/app/i18n';

/** The customer's sign-in password, which confirms the request (never kept in the draft). */
export function PaymentPasswordField({ form }: { form: PaymentRequestFormApi }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('paymentForm.password')}
      description={t('paymentForm.passwordHint')}
      autoComplete="current-password"
      required
      {...form.getInputProps('customerPassword')}
    />
  );
}
