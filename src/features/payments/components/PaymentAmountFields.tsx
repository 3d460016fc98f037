import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import { CRYPTO_DECIMALS, CURRENCY_TYPE, FIAT_DECIMALS, type CurrencyTypeId } from '@/contract';
import { RefSelect } from '@/ui/RefSelect';
import { selectInputProps, type PaymentRequestFormApi } from './payment-request-form';
import { useTranslation } from '@/app/i18n';

/** The amount and its currencies: paid from money or crypto, received in money (a bank account) or crypto (a wallet). */
export function PaymentAmountFields({
  form,
  sourceCurrencyType,
  toBank,
}: {
  form: PaymentRequestFormApi;
  sourceCurrencyType: CurrencyTypeId;
  toBank: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('paymentForm.amount')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RefSelect
          endpoint="sourceCurrencyByCurrencyType"
          query={{ currency_type: sourceCurrencyType }}
          label={t('paymentForm.sourceCurrency')}
          description={
            sourceCurrencyType === CURRENCY_TYPE.fiat ? t('paymentForm.sourceFiat') : t('paymentForm.sourceCrypto')
          }
          required
          placeholder={t('paymentForm.selectCurrency')}
          {...selectInputProps(form, 'sourceCurrency')}
        />
        {toBank ? (
          <RefSelect
            endpoint="destinationCurrencyByCurrencyType"
            query={{ currency_type: CURRENCY_TYPE.fiat }}
            label={t('paymentForm.amountCurrency')}
            description={t('paymentForm.amountCurrencyHint')}
            required
            placeholder={t('paymentForm.selectCurrency')}
            {...selectInputProps(form, 'amountCurrency')}
          />
        ) : (
          <RefSelect
            endpoint="destinationCurrencyByCurrencyType"
            query={{ currency_type: CURRENCY_TYPE.crypto }}
            label={t('paymentForm.crypto')}
            description={t('paymentForm.cryptoHint')}
            required
            placeholder={t('paymentForm.selectCrypto')}
            {...selectInputProps(form, 'crypto')}
            onChange={(next) => {
              form.setFieldValue('crypto', next);
              form.setFieldValue('network', '');
            }}
          />
        )}
        <NumberInput
          label={t('paymentForm.amount')}
          required
          min={0}
          allowNegative={false}
          decimalScale={toBank ? FIAT_DECIMALS : CRYPTO_DECIMALS}
          thousandSeparator=","
          {...form.getInputProps('amount')}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
