import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { RefSelect } from '@/ui/RefSelect';
import { selectInputProps, type PaymentRequestFormApi } from './payment-request-form';
import { useTranslation } from '@/app/i18n';

/**
 * Where the payment goes: a bank account (a Nigerian bank from the list, or for a wire any bank by name with an account
 * number or IBAN) or a crypto wallet on a network of the chosen crypto.
 */
export function PaymentAccountFields({ form, toBank, wire }: { form: PaymentRequestFormApi; toBank: boolean; wire: boolean }) {
  const { t } = useTranslation();
  const crypto = form.getValues().crypto;
  return (
    <Fieldset legend={toBank ? t('paymentForm.bankAccount') : t('paymentForm.wallet')}>
      {toBank ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {wire ? (
            <TextInput label={t('paymentForm.bankName')} required description={t('paymentForm.bankNameWireHint')} {...form.getInputProps('bankName')} />
          ) : (
            <RefSelect
              endpoint="banks"
              label={t('paymentForm.bankName')}
              description={t('paymentForm.bankNameNgHint')}
              placeholder={t('paymentForm.selectBank')}
              required
              searchable
              {...selectInputProps(form, 'bankCode')}
            />
          )}
          <TextInput
            label={wire ? t('paymentForm.accountNumberOrIban') : t('paymentForm.accountNumber')}
            required
            description={wire ? t('paymentForm.ibanHint') : t('paymentForm.nubanHint')}
            {...form.getInputProps('accountNumber')}
          />
        </SimpleGrid>
      ) : (
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
