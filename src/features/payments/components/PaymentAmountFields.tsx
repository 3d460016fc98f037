import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import { CRYPTO_DECIMALS, CURRENCY_TYPE, FIAT_DECIMALS, type CurrencyTypeId } from '@/contract';
import { RefSelect } from '@/ui/RefSelect';
import { selectInputProps, type PaymentRequestFormApi } from './payment-request-form';

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
  return (
    <Fieldset legend="Amount">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RefSelect
          endpoint="sourceCurrencyByCurrencyType"
          query={{ currency_type: sourceCurrencyType }}
          label="Source currency"
          description={sourceCurrencyType === CURRENCY_TYPE.fiat ? 'The money you pay from' : 'The crypto you pay from'}
          required
          placeholder="Select a currency"
          {...selectInputProps(form, 'sourceCurrency')}
        />
        {toBank ? (
          <RefSelect
            endpoint="destinationCurrencyByCurrencyType"
            query={{ currency_type: CURRENCY_TYPE.fiat }}
            label="Amount currency"
            description="The currency the destination receives"
            required
            placeholder="Select a currency"
            {...selectInputProps(form, 'amountCurrency')}
          />
        ) : (
          <RefSelect
            endpoint="destinationCurrencyByCurrencyType"
            query={{ currency_type: CURRENCY_TYPE.crypto }}
            label="Crypto"
            description="The crypto the wallet receives"
            required
            placeholder="Select a crypto"
            {...selectInputProps(form, 'crypto')}
            onChange={(next) => {
              form.setFieldValue('crypto', next);
              form.setFieldValue('network', '');
            }}
          />
        )}
        <NumberInput
          label="Amount"
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
