import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { choose, CURRENCY_TYPE, PaymentMethodForm } from '@/contract';
import { bankAccountScheme, ibanLength } from '@/contract/bank-accounts';
import '@/contract/wallet-addresses';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { RefSelect, referenceQuery } from '@/ui/RefSelect';
import type { AccountRow } from '../accounts-list';
import { useRefusal } from '@/ui/use-refusal';
import { useAddPaymentMethod } from '../api/add-payment-method';
import { schemaMessageText, validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

type PaymentMethodValues = v.InferInput<typeof PaymentMethodForm>;

/** Product §3: the account name is generated, from the account's name and the currency. */
const paymentAccountName = (accountName: string, currencyCode: string) => `${accountName} ${currencyCode}`.trim();

export function AddPaymentMethodDialog({ row, onClose }: { row: AccountRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 499.98px)');
  return (
    <Modal opened={row !== null} onClose={onClose} title={t('paymentMethod.title')} centered fullScreen={narrow}>
      {row && <PaymentMethodFields key={row.accountId} row={row} onClose={onClose} />}
    </Modal>
  );
}

/**
 * A wallet (a network and its address) or a bank account whose details follow its country, which starts as the
 * account's own (bank-accounts.ts: NUBAN and the Nigerian banks, IBAN and BIC, routing number, sort code, or BIC).
 */
function PaymentMethodFields({ row, onClose }: { row: AccountRow; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useSession();
  const add = useAddPaymentMethod();
  const currencies = useQuery(referenceQuery('currenciesForPayment'));
  const isCryptoCode = (code: string) =>
    currencies.data?.find((currency) => currency.currencyCode === code)?.currencyType === CURRENCY_TYPE.crypto;
  // A wallet has no country: the contract reads a method without one as a wallet or a Nigerian bank of the list.
  const payload = (values: PaymentMethodValues): PaymentMethodValues =>
    isCryptoCode(values.currencyCode) ? { ...values, country: '', bic: '', routingNumber: '' } : values;
  const form = useForm<PaymentMethodValues>({
    mode: 'controlled',
    initialValues: {
      currencyCode: '',
      bank: '',
      accountNumber_walletAddress: '',
      country: row.countryCode ?? '',
      bic: '',
      routingNumber: '',
    },
    validate: (values) => ({
      ...validateWith(PaymentMethodForm)(payload(values)),
      ...(!isCryptoCode(values.currencyCode) &&
        !values.country && { country: schemaMessageText(choose('theAccountsCountry')) }),
    }),
  });
  const refusal = useRefusal(form);
  const { currencyCode, country = '' } = form.getValues();
  const isCrypto = isCryptoCode(currencyCode);
  const scheme = bankAccountScheme(country);

  const close = () => {
    refusal.clear();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (!current) return;
    refusal.clear();
    add.mutate(
      {
        ...payload(values),
        accountId: row.accountId,
        accountName: paymentAccountName(row.name, values.currencyCode),
        userEmailAddress: current.userId,
      },
      {
        onSuccess: () => {
          notify.success(t('paymentMethod.added'));
          close();
        },
        onError: refusal.show,
      },
    );
  });
  const restart = (field: 'currencyCode' | 'country', next: string | null) => {
    form.setFieldValue(field, next ?? '');
    form.setFieldValue('bank', '');
    form.clearErrors();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {refusal.text && (
          <Alert color="red" role="alert">
            {refusal.text}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          <Trans i18nKey="paymentMethod.forAccount" values={{ name: row.name }} components={{ b: <b /> }} />
        </Text>
        <RefSelect
          endpoint="currenciesForPayment"
          label={t('paymentMethod.currency')}
          required
          placeholder={t('paymentMethod.chooseCurrency')}
          searchable
          {...form.getInputProps('currencyCode')}
          onChange={(next) => restart('currencyCode', next)}
        />
        {isCrypto ? (
          <>
            <RefSelect
              endpoint="networks"
              label={t('paymentMethod.network')}
              required
              placeholder={t('paymentMethod.chooseNetwork')}
              keep={(network) => network.currencyCodes.includes(currencyCode)}
              toOption={(network) => ({ value: network.crypto, label: network.crypto })}
              {...form.getInputProps('bank')}
            />
            <TextInput
              label={t('paymentMethod.walletAddress')}
              required
              {...form.getInputProps('accountNumber_walletAddress')}
            />
          </>
        ) : (
          <>
            <RefSelect
              endpoint="countries"
              label={t('paymentMethod.country')}
              description={t('paymentMethod.countryHint')}
              required
              placeholder={t('paymentMethod.chooseCountry')}
              searchable
              allowDeselect={false}
              {...form.getInputProps('country')}
              onChange={(next) => restart('country', next)}
            />
            {country && <BankAccountFields form={form} scheme={scheme} country={country} />}
          </>
        )}
        {currencyCode && (
          <Text size="sm">
            <Trans
              i18nKey="paymentMethod.accountName"
              values={{ name: paymentAccountName(row.name, currencyCode) }}
              components={{ b: <b /> }}
            />
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {add.isPending ? t('common.loading') : t('paymentMethod.title')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The bank account's own fields, as its country's scheme asks for them. */
function BankAccountFields({
  form,
  scheme,
  country,
}: {
  form: UseFormReturnType<PaymentMethodValues>;
  scheme: ReturnType<typeof bankAccountScheme>;
  country: string;
}) {
  const { t } = useTranslation();
  if (scheme === 'nuban')
    return (
      <>
        <RefSelect
          endpoint="banks"
          label={t('paymentMethod.bank')}
          required
          placeholder={t('paymentMethod.chooseBank')}
          searchable
          toOption={(bank) => ({ value: bank.bank, label: bank.bank })}
          {...form.getInputProps('bank')}
        />
        <TextInput
          label={t('paymentMethod.accountNumber')}
          required
          {...form.getInputProps('accountNumber_walletAddress')}
        />
      </>
    );
  const iban = scheme === 'iban';
  return (
    <>
      <TextInput
        label={t('paymentMethod.bankName')}
        description={t('paymentMethod.bankNameHint')}
        required
        {...form.getInputProps('bank')}
      />
      {/* Up to 34 characters and their spaces: on a phone an IBAN wraps onto a second line instead of being cut. */}
      <Textarea
        label={iban ? t('paymentMethod.iban') : t('paymentMethod.accountNumber')}
        description={iban ? t('paymentMethod.ibanHint', { length: ibanLength(country), country }) : undefined}
        required
        autosize
        minRows={1}
        autoCapitalize="characters"
        spellCheck={false}
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        {...form.getInputProps('accountNumber_walletAddress')}
      />
      {(iban || scheme === 'swift') && (
        <TextInput
          label={t('paymentMethod.bic')}
          description={t('paymentMethod.bicHint')}
          required
          autoCapitalize="characters"
          spellCheck={false}
          {...form.getInputProps('bic')}
        />
      )}
      {scheme === 'aba' && (
        <TextInput
          label={t('paymentMethod.routingNumber')}
          description={t('paymentMethod.routingNumberHint')}
          required
          inputMode="numeric"
          {...form.getInputProps('routingNumber')}
        />
      )}
      {scheme === 'sortCode' && (
        <TextInput
          label={t('paymentMethod.sortCode')}
          description={t('paymentMethod.sortCodeHint')}
          required
          inputMode="numeric"
          {...form.getInputProps('routingNumber')}
        />
      )}
    </>
  );
}
