import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { PaymentRequestFormApi } from './payment-request-form';

/** A third party's money to a bank account abroad: the bank's address and codes, and an intermediary bank if any. */
export function PaymentWireFields({ form }: { form: PaymentRequestFormApi }) {
  return (
    <Fieldset legend="Wire details">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Bank address" required {...form.getInputProps('bankAddress')} />
        <TextInput label="SWIFT code" required placeholder="e.g. DEUTDEFF" {...form.getInputProps('swiftCode')} />
        <TextInput label="ABA / SORT / BSB / IFSC" {...form.getInputProps('abaSortBsbIfsc')} />
        <TextInput label="Intermediary bank" {...form.getInputProps('intermediaryBank')} />
        <TextInput label="Intermediary bank address" {...form.getInputProps('intermediaryAddress')} />
        <TextInput label="Intermediary SWIFT code" {...form.getInputProps('intermediarySwiftCode')} />
      </SimpleGrid>
    </Fieldset>
  );
}
