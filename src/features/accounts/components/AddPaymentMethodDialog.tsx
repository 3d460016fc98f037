import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { CURRENCY_TYPE, PaymentMethodForm } from '@/contract';
import '@/contract/wallet-addresses';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { RefSelect, referenceQuery } from '@/ui/RefSelect';
import type { AccountRow } from '../accounts-list';
import { useRefusal } from '@/ui/use-refusal';
import { useAddPaymentMethod } from '../api/add-payment-method';
import { validateWith } from '@/ui/form-validation';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

type PaymentMethodValues = v.InferInput<typeof PaymentMethodForm>;

/** Product §3: the account name is generated, from the account's name and the currency. */
const paymentAccountName = (accountName: string, currencyCode: string) => `${accountName} ${currencyCode}`.trim();

export function AddPaymentMethodDialog({ row, onClose }: { row: AccountRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useSession();
  const add = useAddPaymentMethod();
  const currencies = useQuery({ ...referenceQuery('currenciesForPayment'), enabled: row !== null });
  const form = useForm<PaymentMethodValues>({
    mode: 'controlled',
    initialValues: { currencyCode: '', bank: '', accountNumber_walletAddress: '' },
    validate: validateWith(PaymentMethodForm),
  });
  const refusal = useRefusal(form);
  const { currencyCode } = form.getValues();
  const isCrypto = currencies.data?.find((currency) => currency.currencyCode === currencyCode)?.currencyType === CURRENCY_TYPE.crypto;

  const close = () => {
    refusal.clear();
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (!row || !current) return;
    refusal.clear();
    add.mutate(
      { ...values, accountId: row.accountId, accountName: paymentAccountName(row.name, values.currencyCode), userEmailAddress: current.userId },
      {
        onSuccess: () => {
          notify.success(t('paymentMethod.added'));
          close();
        },
        onError: refusal.show,
      },
    );
  });

  return (
    <Modal opened={row !== null} onClose={close} title={t('paymentMethod.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {refusal.text && (
            <Alert color="red" role="alert">
              {refusal.text}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            <Trans i18nKey="paymentMethod.forAccount" values={{ name: row?.name }} components={{ b: <b /> }} />
          </Text>
          <RefSelect
            endpoint="currenciesForPayment"
            label={t('paymentMethod.currency')}
            required
            placeholder={t('paymentMethod.chooseCurrency')}
            searchable
            {...form.getInputProps('currencyCode')}
            onChange={(next) => {
              form.setFieldValue('currencyCode', next);
              form.setFieldValue('bank', '');
            }}
          />
          {isCrypto ? (
            <RefSelect
              endpoint="networks"
              label={t('paymentMethod.network')}
              required
              placeholder={t('paymentMethod.chooseNetwork')}
              keep={(network) => network.currencyCodes.includes(currencyCode)}
              toOption={(network) => ({ value: network.crypto, label: network.crypto })}
              {...form.getInputProps('bank')}
            />
          ) : (
            <RefSelect
              endpoint="banks"
              label={t('paymentMethod.bank')}
              required
              placeholder={t('paymentMethod.chooseBank')}
              searchable
              toOption={(bank) => ({ value: bank.bank, label: bank.bank })}
              {...form.getInputProps('bank')}
            />
          )}
          <TextInput
            label={isCrypto ? t('paymentMethod.walletAddress') : t('paymentMethod.accountNumber')}
            required
            {...form.getInputProps('accountNumber_walletAddress')}
          />
          {row && currencyCode && (
            <Text size="sm">
              <Trans i18nKey="paymentMethod.accountName" values={{ name: paymentAccountName(row.name, currencyCode) }} components={{ b: <b /> }} />
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
    </Modal>
  );
}
