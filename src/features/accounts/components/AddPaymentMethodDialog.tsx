import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { CURRENCY_TYPE, PaymentMethodForm } from '@/contract';
import '@/contract/wallet-addresses';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { RefSelect, referenceQuery } from '@/ui/RefSelect';
import type { AccountRow } from '../accounts-list';
import { errorText } from '../error-text';
import { useAddPaymentMethod } from '../api/add-payment-method';

type PaymentMethodValues = v.InferInput<typeof PaymentMethodForm>;

/** SPEC 3: the account name is generated, from the account's name and the currency. */
const paymentAccountName = (accountName: string, currencyCode: string) => `${accountName} ${currencyCode}`.trim();

export function AddPaymentMethodDialog({ row, onClose }: { row: AccountRow | null; onClose: () => void }) {
  const current = useSession();
  const add = useAddPaymentMethod();
  const currencies = useQuery({ ...referenceQuery('currenciesForPayment'), enabled: row !== null });
  const form = useForm<PaymentMethodValues>({
    mode: 'controlled',
    initialValues: { currencyCode: '', bank: '', accountNumber_walletAddress: '' },
    validate: schemaResolver(PaymentMethodForm, { sync: true }),
  });
  const { currencyCode } = form.getValues();
  const isCrypto = currencies.data?.find((currency) => currency.currencyCode === currencyCode)?.currencyType === CURRENCY_TYPE.crypto;

  const close = () => {
    add.reset();
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    if (!row || !current) return;
    add.mutate(
      { ...values, accountId: row.accountId, accountName: paymentAccountName(row.name, values.currencyCode), userEmailAddress: current.userId },
      {
        onSuccess: () => {
          notify.success('Payment method added');
          close();
        },
      },
    );
  });

  return (
    <Modal opened={row !== null} onClose={close} title="Add payment method" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {add.isError && (
            <Alert color="red" role="alert">
              {errorText(add.error)}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            For the account <b>{row?.name}</b>.
          </Text>
          <RefSelect
            endpoint="currenciesForPayment"
            label="Currency"
            required
            placeholder="Select a currency"
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
              label="Network"
              required
              placeholder="Select a network"
              keep={(network) => network.currencyCodes.includes(currencyCode)}
              toOption={(network) => ({ value: network.crypto, label: network.crypto })}
              {...form.getInputProps('bank')}
            />
          ) : (
            <RefSelect
              endpoint="banks"
              label="Bank"
              required
              placeholder="Select a bank"
              searchable
              toOption={(bank) => ({ value: bank.bank, label: bank.bank })}
              {...form.getInputProps('bank')}
            />
          )}
          <TextInput label={isCrypto ? 'Wallet address' : 'Account number'} required {...form.getInputProps('accountNumber_walletAddress')} />
          {row && currencyCode && (
            <Text size="sm">
              Account name: <b>{paymentAccountName(row.name, currencyCode)}</b>
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              {add.isPending ? 'Loading...' : 'Add payment method'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
