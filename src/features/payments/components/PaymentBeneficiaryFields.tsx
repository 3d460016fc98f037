import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { PaymentRequestFormApi } from './payment-request-form';
import { useTranslation } from '@/app/i18n';

/** Who receives a third party's payment (not asked for crypto to crypto). */
export function PaymentBeneficiaryFields({ form }: { form: PaymentRequestFormApi }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('paymentForm.beneficiary')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('paymentForm.beneficiaryName')} required {...form.getInputProps('benFullName')} />
        <TextInput label={t('paymentForm.beneficiaryAddress')} required {...form.getInputProps('benAddress')} />
        <TextInput label={t('paymentForm.postalCode')} {...form.getInputProps('postalCode')} />
        <TextInput label={t('paymentForm.paymentReference')} {...form.getInputProps('paymentReference')} />
      </SimpleGrid>
    </Fieldset>
  );
}
