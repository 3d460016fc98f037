import { PasswordInput } from '@mantine/core';
import type { PaymentRequestFormApi } from './payment-request-form';

/** The customer's sign-in password, which confirms the request (never kept in the draft). */
export function PaymentPasswordField({ form }: { form: PaymentRequestFormApi }) {
  return (
    <PasswordInput
      label="Password"
      description="Your sign-in password confirms this request."
      autoComplete="current-password"
      required
      {...form.getInputProps('customerPassword')}
    />
  );
}
