import {
  Alert,
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import * as v from 'valibot';
import {
  DESTINATION,
  PAYMENT_TYPE,
  PAYMENT_TYPE_CURRENCIES,
  PaymentRequest,
  isThirdPartyKind,
  paymentFormKind,
  paysToBank,
  type Destination,
  type PaymentTypeId,
} from '@/contract';
import '@/contract/wallet-addresses';
import { useFormDraft } from '@/offline';
import { useSavePaymentRequest } from '../api/save-payment-request';
import {
  PAYMENT_REQUEST_DRAFT,
  paymentRequestDefaults,
  type PaymentRequestValues,
} from '../drafts/payment-request-draft';
import { useAttemptKey } from '../hooks/use-attempt-key';
import { PaymentAccountFields } from './PaymentAccountFields';
import { PaymentAmountFields } from './PaymentAmountFields';
import { PaymentBeneficiaryFields } from './PaymentBeneficiaryFields';
import { PaymentInvoiceField } from './PaymentInvoiceField';
import { PaymentPasswordField } from './PaymentPasswordField';
import { PaymentWireFields } from './PaymentWireFields';
import { validateWith } from '@/app/wording/form-validation';
import { destinationName, paymentTypeName } from '@/ui/payment-names';
import { useRefusal } from '@/ui/use-refusal';
import { useTranslation } from '@/app/i18n';

/**
 * Product §2 and 5: the seven payment request forms in one. The payment type list says what moves (money or crypto, to
 * a bank account or a wallet) and the Self / Third Party switch who receives it: each question asked once. Together
 * they choose the form; the contract's PaymentRequest schema decides which fields it has and which are required.
 * Values are kept as a draft on this device (never the password); submitting needs a live server.
 */
export function PaymentRequestForm({
  email,
  amountCurrency,
  onCreated,
}: {
  email: string;
  amountCurrency: string;
  onCreated: (transactionId: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePaymentRequest();
  const attemptKey = useAttemptKey();
  const { online } = useNetwork();
  const form = useForm<PaymentRequestValues>({
    mode: 'controlled',
    initialValues: paymentRequestDefaults(email, amountCurrency),
    validate: validateWith(PaymentRequest),
    validateInputOnBlur: true,
  });
  const refusal = useRefusal(form, { wrongPaymentPassword: 'customerPassword' });
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
    refusal.clear();
    const body = v.parse(PaymentRequest, typed);
    try {
      const created = await save.mutateAsync({ body, idempotencyKey: attemptKey.keyFor(body) });
      attemptKey.reset();
      await draft.discard();
      form.reset();
      onCreated(created.transactionId);
    } catch (failure) {
      refusal.show(failure);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('paymentForm.paymentType')}
            required
            data={Object.values(PAYMENT_TYPE).map((id) => ({ value: String(id), label: paymentTypeName(id) }))}
            value={String(paymentType)}
            onChange={(next) => next && choosePaymentType(Number(next) as PaymentTypeId)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={form.errors.paymentType}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} component="span" id="destination-label">
              {t('paymentForm.whoReceives')}
            </Text>
            <SegmentedControl
              aria-labelledby="destination-label"
              data={[DESTINATION.self, DESTINATION.thirdParty].map((destination) => ({
                value: destination,
                label: destinationName(destination),
              }))}
              value={values.destination}
              onChange={(next) => {
                form.setFieldValue('destination', next as Destination);
                form.clearErrors();
              }}
            />
          </Stack>
        </SimpleGrid>

        <PaymentAmountFields form={form} sourceCurrencyType={currencies.source} toBank={toBank} />
        <PaymentAccountFields form={form} toBank={toBank} wire={wire} />
        {thirdParty && kind !== 'crypto_crypto' && <PaymentBeneficiaryFields form={form} />}
        {wire && <PaymentWireFields form={form} />}

        <Fieldset legend={t('paymentForm.details')}>
          <Stack>
            <TextInput
              label={t('paymentForm.purpose')}
              required={!thirdParty || kind === 'crypto_crypto'}
              {...form.getInputProps('purposeOfPayment')}
            />
            <PaymentInvoiceField form={form} />
            <PaymentPasswordField form={form} />
          </Stack>
        </Fieldset>

        {!online && (
          <Alert color="yellow" icon={<IconWifiOff size={18} />} title={t('paymentForm.offlineTitle')} role="status">
            {t('paymentForm.offlineText')}
          </Alert>
        )}
        {refusal.text && (
          <Alert color="red" role="alert" title={t('serverErrors.generic')}>
            {refusal.text !== t('serverErrors.generic') ? refusal.text : null}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending} disabled={!online || !draft.restored}>
            {save.isPending ? t('common.loading') : t('paymentForm.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
