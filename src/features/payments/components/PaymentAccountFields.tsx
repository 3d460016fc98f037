import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { RefSelect } from '@/ui/RefSelect';
import { selectInputProps, type PaymentRequestFormApi } from './payment-request-form';

/**
 * Where the payment goes: a bank account (a Nigerian bank from the list, or for a wire any bank by name with an account
 * number or IBAN) or a crypto wallet on a network of the chosen crypto.
 */
export function PaymentAccountFields({ form, toBank, wire }: { form: PaymentRequestFormApi; toBank: boolean; wire: boolean }) {
  const crypto = form.getValues().crypto;
  return (
    <Fieldset legend={toBank ? 'Bank account' : 'Wallet'}>
      {toBank ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {wire ? (
            <TextInput
              label="Bank name"
              required
              description="As the beneficiary gave it; the SWIFT code below identifies it"
              {...form.getInputProps('bankName')}
            />
          ) : (
            <RefSelect
              endpoint="banks"
              label="Bank name"
              description="A Nigerian bank or fintech"
              placeholder="Select a bank"
              required
              searchable
              {...selectInputProps(form, 'bankCode')}
            />
          )}
          <TextInput
            label={wire ? 'Account number or IBAN' : 'Account number'}
            required
            description={wire ? 'An IBAN where the bank’s country uses them' : '10 digits (NUBAN)'}
            {...form.getInputProps('accountNumber')}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RefSelect
            endpoint="networks"
            label="Network"
            required
            enabled={!!crypto}
            keep={(network) => network.currencyCodes.includes(crypto)}
            placeholder={crypto ? 'Select a network' : 'Choose the crypto first'}
            {...selectInputProps(form, 'network')}
          />
          <TextInput label="Wallet address" required {...form.getInputProps('walletAddress')} />
        </SimpleGrid>
      )}
    </Fieldset>
  );
}
