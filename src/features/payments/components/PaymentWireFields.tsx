import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { PaymentRequestFormApi } from './payment-request-form';
import { useTranslation } from '@/app/i18n';

/** A third party's money to a bank account abroad: the bank's address and codes, and an intermediary bank if any. */
export function PaymentWireFields({ form }: { form: PaymentRequestFormApi }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('paymentForm.wireDetails')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('paymentForm.bankAddress')} required {...form.getInputProps('bankAddress')} />
        <TextInput
          label={t('paymentForm.swiftCode')}
          required
          placeholder={t('paymentForm.swiftExample')}
          {...form.getInputProps('swiftCode')}
        />
        <TextInput label={t('paymentForm.abaSortBsbIfsc')} {...form.getInputProps('abaSortBsbIfsc')} />
        <TextInput label={t('paymentForm.intermediaryBank')} {...form.getInputProps('intermediaryBank')} />
        <TextInput label={t('paymentForm.intermediaryAddress')} {...form.getInputProps('intermediaryAddress')} />
        <TextInput label={t('paymentForm.intermediarySwift')} {...form.getInputProps('intermediarySwiftCode')} />
      </SimpleGrid>
    </Fieldset>
  );
}
