import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CURRENCY_TYPE, PAYMENT_TYPE_CURRENCIES, type OwnBankAccount, type PaymentTypeId } from '@/contract';
import { transferFee, transferRoute } from '@/contract/bank-accounts';
import { RefSelect } from '@/ui/RefSelect';
import { referenceName } from '@/ui/reference-names';
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

  const choose = (next: string | null) => {
    const account = accounts.find((candidate) => String(candidate.paymentDetailId) === next);
    form.setFieldValue('paymentMethodId', account ? String(account.paymentDetailId) : '');
    if (account) form.setFieldValue('amountCurrency', account.currencyCode);
    form.clearFieldError('paymentMethodId');
  };

  const savedLabel = (account: OwnBankAccount) => `${account.accountName} · ${referenceName('countries', account.country, account.country)}`;
  return (
    <Stack>
      {accounts.length > 0 && (
        <Select
          label={t('paymentForm.yourAccount')}
          description={t('paymentForm.yourAccountHint')}
          required
          data={[
            ...accounts.map((account) => ({ value: String(account.paymentDetailId), label: savedLabel(account) })),
            { value: NIGERIAN_ACCOUNT, label: t('paymentForm.nigerianAccount') },
          ]}
          value={saved ? String(saved.paymentDetailId) : NIGERIAN_ACCOUNT}
          onChange={choose}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          error={form.errors.paymentMethodId}
        />
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
          <TextInput label={t('paymentForm.accountNumber')} required description={t('paymentForm.nubanHint')} {...form.getInputProps('accountNumber')} />
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
  return <TransferRouteNote route={route} country={country} fee={transferFee(route, amountNumber)} currency={amountCurrency} />;
}
