import { useState } from 'react';
import { Alert, Button, Fieldset, Group, NumberInput, PasswordInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import * as v from 'valibot';
import {
  ApiError,
  CRYPTO_DECIMALS,
  CURRENCY_TYPE,
  DESTINATION,
  FIAT_DECIMALS,
  GENERIC_ERROR,
  PAYMENT_TYPE_WORDS,
  PAYMENT_TYPE_CURRENCIES,
  PaymentRequest,
  WRONG_PAYMENT_PASSWORD,
  isThirdPartyKind,
  paymentFormKind,
  paysToBank,
  type Destination,
  type PaymentTypeId,
} from '@/contract';
import '@/contract/wallet-addresses';
import { useFormDraft } from '@/offline';
import { FileField } from '@/ui/FileField';
import { RefSelect } from '@/ui/RefSelect';
import { useSavePaymentRequest } from '../api/save-payment-request';
import { PAYMENT_REQUEST_DRAFT, paymentRequestDefaults, type PaymentRequestValues } from '../drafts/payment-request-draft';
import { useAttemptKey } from '../hooks/use-attempt-key';

const TYPE_OPTIONS = Object.entries(PAYMENT_TYPE_WORDS).map(([value, label]) => ({ value, label }));
const DESTINATION_OPTIONS = [
  { value: DESTINATION.self, label: 'Myself' },
  { value: DESTINATION.thirdParty, label: 'Someone else' },
];

/**
 * Product §2 and 5: the seven payment request forms in one. The payment type list says what moves (money or crypto, to
 * a bank account or a wallet) and the Self / Third Party switch who receives it: each question asked once. Together
 * they choose the form; the contract's PaymentRequest schema decides which fields it has and which are required.
 * Values are kept as a draft on this device (never the password); submitting needs a live server.
 */
export function PaymentRequestForm({ email, amountCurrency, onCreated }: { email: string; amountCurrency: string; onCreated: (transactionId: string) => void }) {
  const save = useSavePaymentRequest();
  const attemptKey = useAttemptKey();
  const { online } = useNetwork();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PaymentRequestValues>({
    mode: 'controlled',
    initialValues: paymentRequestDefaults(email, amountCurrency),
    validate: schemaResolver(PaymentRequest, { sync: true }),
    validateInputOnBlur: true,
  });
  const draft = useFormDraft(form, PAYMENT_REQUEST_DRAFT);

  const values = form.getValues();
  const paymentType = Number(values.paymentType) as PaymentTypeId;
  const kind = paymentFormKind(paymentType, values.destination);
  const currencies = PAYMENT_TYPE_CURRENCIES[paymentType];
  const toBank = paysToBank(paymentType);
  const thirdParty = values.destination === DESTINATION.thirdParty;
  const wire = toBank && isThirdPartyKind(kind);

  const choosePaymentType = (next: PaymentTypeId) => {
    if (PAYMENT_TYPE_CURRENCIES[next].source !== currencies.source) form.setFieldValue('sourceCurrency', '');
    form.setFieldValue('paymentType', next);
    form.clearErrors();
  };

  const submit = form.onSubmit(async (typed) => {
    setFailure(null);
    const body = v.parse(PaymentRequest, typed);
    try {
      const created = await save.mutateAsync({ body, idempotencyKey: attemptKey.keyFor(body) });
      attemptKey.reset();
      await draft.discard();
      form.reset();
      onCreated(created.transactionId);
    } catch (error) {
      if (error instanceof ApiError && error.errorMessage === WRONG_PAYMENT_PASSWORD) {
        form.setFieldError('customerPassword', WRONG_PAYMENT_PASSWORD);
      } else if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        form.setErrors(error.fieldErrors);
      }
      setFailure(error instanceof ApiError && error.status < 500 ? error.errorMessage : GENERIC_ERROR);
    }
  });

  const selectProps = (field: 'sourceCurrency' | 'amountCurrency' | 'crypto' | 'bankCode' | 'network') => ({ ...form.getInputProps(field), value: values[field] });

  const text = (field: keyof PaymentRequestValues, label: string, required = false, extra: { description?: string; placeholder?: string } = {}) => (
    <TextInput label={label} required={required} {...extra} {...form.getInputProps(field)} />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Payment type"
            required
            data={TYPE_OPTIONS}
            value={String(paymentType)}
            onChange={(next) => next && choosePaymentType(Number(next) as PaymentTypeId)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={form.errors.paymentType}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} component="span" id="destination-label">
              Who receives it
            </Text>
            <SegmentedControl
              aria-labelledby="destination-label"
              data={DESTINATION_OPTIONS}
              value={values.destination}
              onChange={(next) => {
                form.setFieldValue('destination', next as Destination);
                form.clearErrors();
              }}
            />
          </Stack>
        </SimpleGrid>

        <Fieldset legend="Amount">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <RefSelect
              endpoint="sourceCurrencyByCurrencyType"
              query={{ currency_type: currencies.source }}
              label="Source currency"
              description={currencies.source === CURRENCY_TYPE.fiat ? 'The money you pay from' : 'The crypto you pay from'}
              required
              placeholder="Select a currency"
              {...selectProps('sourceCurrency')}
            />
            {toBank ? (
              <RefSelect
                endpoint="destinationCurrencyByCurrencyType"
                query={{ currency_type: CURRENCY_TYPE.fiat }}
                label="Amount currency"
                description="The currency the destination receives"
                required
                placeholder="Select a currency"
                {...selectProps('amountCurrency')}
              />
            ) : (
              <RefSelect
                endpoint="destinationCurrencyByCurrencyType"
                query={{ currency_type: CURRENCY_TYPE.crypto }}
                label="Crypto"
                description="The crypto the wallet receives"
                required
                placeholder="Select a crypto"
                {...selectProps('crypto')}
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

        <Fieldset legend={toBank ? 'Bank account' : 'Wallet'}>
          {toBank ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {wire ? (
                text('bankName', 'Bank name', true, { description: 'As the beneficiary gave it; the SWIFT code below identifies it' })
              ) : (
                <RefSelect endpoint="banks" label="Bank name" description="A Nigerian bank or fintech" placeholder="Select a bank" required searchable {...selectProps('bankCode')} />
              )}
              {text('accountNumber', wire ? 'Account number or IBAN' : 'Account number', true, {
                description: wire ? 'An IBAN where the bank’s country uses them' : '10 digits (NUBAN)',
              })}
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <RefSelect
                endpoint="networks"
                label="Network"
                required
                enabled={!!values.crypto}
                keep={(network) => network.currencyCodes.includes(values.crypto)}
                placeholder={values.crypto ? 'Select a network' : 'Choose the crypto first'}
                {...selectProps('network')}
              />
              {text('walletAddress', 'Wallet address', true)}
            </SimpleGrid>
          )}
        </Fieldset>

        {thirdParty && kind !== 'crypto_crypto' && (
          <Fieldset legend="Beneficiary">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('benFullName', 'Beneficiary name', true)}
              {text('benAddress', 'Beneficiary address', true)}
              {text('postalCode', 'Postal code')}
              {text('paymentReference', 'Payment reference')}
            </SimpleGrid>
          </Fieldset>
        )}

        {wire && (
          <Fieldset legend="Wire details">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {text('bankAddress', 'Bank address', true)}
              {text('swiftCode', 'SWIFT code', true, { placeholder: 'e.g. DEUTDEFF' })}
              {text('abaSortBsbIfsc', 'ABA / SORT / BSB / IFSC')}
              {text('intermediaryBank', 'Intermediary bank')}
              {text('intermediaryAddress', 'Intermediary bank address')}
              {text('intermediarySwiftCode', 'Intermediary SWIFT code')}
            </SimpleGrid>
          </Fieldset>
        )}

        <Fieldset legend="Details">
          <Stack>
            {text('purposeOfPayment', 'Purpose of payment', !thirdParty || kind === 'crypto_crypto')}
            <FileField
              label="Invoice"
              required
              value={values.invoiceAttachment ? { name: values.invoiceName, content: values.invoiceAttachment } : null}
              onChange={(attachment) => {
                form.setFieldValue('invoiceAttachment', attachment?.content ?? '');
                form.setFieldValue('invoiceName', attachment?.name ?? '');
              }}
              error={form.errors.invoiceAttachment ?? form.errors.invoiceName}
            />
            <PasswordInput
              label="Password"
              description="Your sign-in password confirms this request."
              autoComplete="current-password"
              required
             
              {...form.getInputProps('customerPassword')}
            />
          </Stack>
        </Fieldset>

        {!online && (
          <Alert color="yellow" icon={<IconWifiOff size={18} />} title="You are offline" role="status">
            Submitting a payment request needs a connection. What you typed is kept on this device (never your password).
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert" title={GENERIC_ERROR}>
            {failure !== GENERIC_ERROR ? failure : null}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending} disabled={!online || !draft.restored}>
            {save.isPending ? 'Loading...' : 'Submit Request'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
