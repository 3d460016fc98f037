import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { PaymentRequestFormApi } from './payment-request-form';

/** Who receives a third party's payment (not asked for crypto to crypto). */
export function PaymentBeneficiaryFields({ form }: { form: PaymentRequestFormApi }) {
  return (
    <Fieldset legend="Beneficiary">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Beneficiary name" required {...form.getInputProps('benFullName')} />
        <TextInput label="Beneficiary address" required {...form.getInputProps('benAddress')} />
        <TextInput label="Postal code" {...form.getInputProps('postalCode')} />
        <TextInput label="Payment reference" {...form.getInputProps('paymentReference')} />
      </SimpleGrid>
    </Fieldset>
  );
}
