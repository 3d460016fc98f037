import { Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { CURRENCY_TYPE, PAYMENT_TYPE_CURRENCIES, type PaymentTypeId } from '@/contract';
import { transferFee, transferRoute } from '@/contract/bank-accounts';
import { RefSelect } from '@/ui/RefSelect';
import { referenceName } from '@/app/wording/reference-names';
import { useTranslation } from '@/app/i18n';
import { useOwnBankAccounts } from '../api/get-own-bank-accounts';
import { selectInputProps, type PaymentRequestFormApi } from './payment-request-form';
import { TransferRouteNote } from './TransferRouteNote';

/** The choice that stands for no saved account: a Nigerian bank of the list and its NUBAN, typed as the specification has it. */
const NIGERIAN_ACCOUNT = 'nuban';

/**
 * A payment to the customer's own bank account: one of their saved payment methods, in any country (choosing one sets
 * the amount currency to the one it receives), or a Nigerian bank and NUBAN typed here. Below, the route and fee.
 */
export function OwnBankAccountFields({ form }: { form: PaymentRequestFormApi }) {
  const { t } = useTranslation();
  const accounts = useOwnBankAccounts(true).data ?? [];
  const values = form.getValues();
  const saved = accounts.find((account) => String(account.paymentDetailId) === String(values.paymentMethodId));

  const choose = (next: string) => {
    const account = accounts.find((candidate) => String(candidate.paymentDetailId) === next);
    form.setFieldValue('paymentMethodId', account ? String(account.paymentDetailId) : '');
    if (account) form.setFieldValue('amountCurrency', account.currencyCode);
    form.clearFieldError('paymentMethodId');
  };

  // Cards, not a select: a bank's name, the number's end, the currency and the country wrap on a phone instead of being cut.
  const options = [
    ...accounts.map((account) => ({
      value: String(account.paymentDetailId),
      label: `${account.bank} ${account.maskedAccount}`,
      description: `${account.currencyCode} · ${referenceName('countries', account.country, account.country)}`,
    })),
    { value: NIGERIAN_ACCOUNT, label: t('paymentForm.nigerianAccount'), description: '' },
  ];
  return (
    <Stack>
      {accounts.length > 0 && (
        <Radio.Group
          label={t('paymentForm.yourAccount')}
          description={t('paymentForm.yourAccountHint')}
          required
          value={saved ? String(saved.paymentDetailId) : NIGERIAN_ACCOUNT}
          onChange={choose}
          error={form.errors.paymentMethodId}
        >
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Radio.Card
                key={option.value}
                value={option.value}
                radius="md"
                p="sm"
                aria-label={[option.label, option.description].filter(Boolean).join(', ')}
              >
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={500} size="sm">
                      {option.label}
                    </Text>
                    {option.description && (
                      <Text size="xs" c="dimmed">
                        {option.description}
                      </Text>
                    )}
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      {!saved && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <RefSelect
            endpoint="banks"
            label={t('paymentForm.bankName')}
            description={accounts.length > 0 ? t('paymentForm.bankNameNgHint') : t('paymentForm.bankNameNgOrSaved')}
            placeholder={t('paymentForm.selectBank')}
            required
            searchable
            {...selectInputProps(form, 'bankCode')}
          />
          <TextInput
            label={t('paymentForm.accountNumber')}
            required
            description={t('paymentForm.nubanHint')}
            {...form.getInputProps('accountNumber')}
          />
        </SimpleGrid>
      )}
      <RouteOfPayout form={form} country={saved?.country ?? 'NG'} />
    </Stack>
  );
}

/** The route and fee, once the currencies and the amount say them. */
function RouteOfPayout({ form, country }: { form: PaymentRequestFormApi; country: string }) {
  const { amountCurrency, sourceCurrency, amount, paymentType } = form.getValues();
  const fromFiat = PAYMENT_TYPE_CURRENCIES[Number(paymentType) as PaymentTypeId].source === CURRENCY_TYPE.fiat;
  const amountNumber = Number(amount);
  if (!amountCurrency || (fromFiat && !sourceCurrency) || !(amountNumber > 0)) return null;
  const route = transferRoute({ country, amountCurrency, sourceCurrency, fromFiat });
  return (
    <TransferRouteNote
      route={route}
      country={country}
      fee={transferFee(route, amountNumber)}
      currency={amountCurrency}
    />
  );
}
