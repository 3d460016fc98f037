import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { RefSelect } from '@/ui/RefSelect';
import { OwnBankAccountFields } from './OwnBankAccountFields';
import { selectInputProps, type PaymentRequestFormApi } from './payment-request-form';
import { useTranslation } from '@/app/i18n';

/**
 * Where the payment goes: the customer's own bank account (OwnBankAccountFields), a third party's bank account by a
 * wire (any bank by name with an account number or IBAN) or a crypto wallet on a network of the chosen crypto.
 */
export function PaymentAccountFields({
  form,
  toBank,
  wire,
}: {
  form: PaymentRequestFormApi;
  toBank: boolean;
  wire: boolean;
}) {
  const { t } = useTranslation();
  const crypto = form.getValues().crypto;
  return (
    <Fieldset legend={toBank ? t('paymentForm.bankAccount') : t('paymentForm.wallet')}>
      {toBank && !wire && <OwnBankAccountFields form={form} />}
      {wire && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('paymentForm.bankName')}
            required
            description={t('paymentForm.bankNameWireHint')}
            {...form.getInputProps('bankName')}
          />
          <TextInput
            label={t('paymentForm.accountNumberOrIban')}
            required
            description={t('paymentForm.ibanHint')}
            {...form.getInputProps('accountNumber')}
          />
        </SimpleGrid>
      )}
      {!toBank && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RefSelect
            endpoint="networks"
            label={t('paymentForm.network')}
            required
            enabled={!!crypto}
            keep={(network) => network.currencyCodes.includes(crypto)}
            placeholder={crypto ? t('paymentForm.selectNetwork') : t('paymentForm.cryptoFirst')}
            {...selectInputProps(form, 'network')}
          />
          <TextInput label={t('paymentForm.walletAddress')} required {...form.getInputProps('walletAddress')} />
        </SimpleGrid>
      )}
    </Fieldset>
  );
}
