import type { UseFormReturnType } from '@mantine/form';
import type { PaymentRequestValues } from '../drafts/payment-request-draft';

/** The payment request form, as each of its parts gets it. */
export type PaymentRequestFormApi = UseFormReturnType<PaymentRequestValues>;

type SelectField = 'sourceCurrency' | 'amountCurrency' | 'crypto' | 'bankCode' | 'network';

export const selectInputProps = (form: PaymentRequestFormApi, field: SelectField) => ({
  ...form.getInputProps(field),
  value: form.getValues()[field],
});
