import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ACCOUNT_DECISION_TEXT,
  ACCOUNT_DECISIONS,
  AccountDecisionRequest,
  ApiError,
  PAYMENT_DECISIONS,
  PaymentDecisionRequest,
  REASON_MAX,
  REVIEW_STEPS,
  stepsOfAccountType,
  type AccountDecision,
  type PaymentDecision,
  type ReviewDetail,
  type ReviewStepKey,
} from '@/contract';
import { notify } from '@/app/notify';
import { useSession } from '@/app/session';
import { useDecideAccount } from '../api/decide-account';
import { useDecidePayment } from '../api/decide-payment';
import { errorText } from '@/ui/error-text';
import { validateWith } from '@/ui/form-validation';

interface DecisionValues {
  decision: string;
  reason: string;
  affectedSteps: ReviewStepKey[];
}

const ACCOUNT_CHOICES = ACCOUNT_DECISIONS.map((value) => ({
  value,
  label: value === 'approve' ? 'Approve' : value === 'reject' ? 'Reject' : 'Request changes',
}));
const PAYMENT_CHOICES = Object.entries(PAYMENT_DECISIONS).map(([value, { text }]) => ({ value, label: text }));

/**
 * The decision on a submission waiting for the reviewers. Accounts: approve, reject, or request changes naming the
 * steps; payments: the product's three categories or failed. The reason is what the customer reads (required unless
 * approving). The same contract schema as the server checks it.
 */
export function DecisionForm({ detail }: { detail: ReviewDetail }) {
  const isAccount = detail.subjectType === 'account';
  const decideAccount = useDecideAccount();
  const decidePayment = useDecidePayment();
  const pending = decideAccount.isPending || decidePayment.isPending;
  const [error, setError] = useState<string | null>(null);
  const subject = isAccount ? { accountId: Number(detail.subjectId) } : { transactionId: detail.subjectId };
  const form = useForm<DecisionValues>({
    initialValues: { decision: isAccount ? 'approve' : 'approved', reason: '', affectedSteps: [] },
    validate: (values) => validateWith(isAccount ? AccountDecisionRequest : PaymentDecisionRequest)({ ...subject, ...values }),
  });
  const steps = stepsOfAccountType(detail.kind === 'kyc' ? 1 : 2);
  // Another reviewer took this case: deciding it asks first.
  const me = useSession()?.userId;
  const othersCase = detail.assignedTo !== null && detail.assignedTo !== me ? detail.assignedTo : null;
  const [takeOver, setTakeOver] = useState(false);
  const approving = form.values.decision === 'approve' || form.values.decision === 'approved';

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const result = isAccount
        ? await decideAccount.mutateAsync({
            accountId: Number(detail.subjectId),
            decision: values.decision as AccountDecision,
            reason: values.reason,
            affectedSteps: values.decision === 'requestChanges' ? values.affectedSteps : [],
          })
        : await decidePayment.mutateAsync({ transactionId: detail.subjectId, decision: values.decision as PaymentDecision, reason: values.reason });
      notify.success(result.message);
      form.reset();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors) form.setErrors(failure.fieldErrors);
      setError(errorText(failure));
    }
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="decision-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id="decision-title">
            Decision
          </Title>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Radio.Group label="Outcome" required {...form.getInputProps('decision')}>
            <Stack gap={8} mt={6}>
              {(isAccount ? ACCOUNT_CHOICES : PAYMENT_CHOICES).map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Stack>
          </Radio.Group>
          {form.values.decision === 'requestChanges' && (
            <Checkbox.Group label="Steps the customer has to change" required {...form.getInputProps('affectedSteps')}>
              <Stack gap={8} mt={6}>
                {steps.map((step) => (
                  <Checkbox key={step} value={step} label={REVIEW_STEPS[step].label} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Textarea
            label="Reason"
            description={approving ? 'Optional. The customer reads it in the app and in the mail.' : 'The customer reads it in the app and in the mail.'}
            required={!approving}
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            {...form.getInputProps('reason')}
          />
          {othersCase && (
            <Checkbox
              label={`${othersCase} has this case: decide it anyway`}
              checked={takeOver}
              onChange={(event) => setTakeOver(event.currentTarget.checked)}
              data-testid="decide-others-case"
            />
          )}
          <Button
            type="submit"
            disabled={!!othersCase && !takeOver}
            loading={pending}
            color={approving ? 'green' : form.values.decision === 'reject' || form.values.decision === 'failed' ? 'red' : undefined}
          >
            {pending ? 'Loading...' : 'Save decision'}
          </Button>
          {isAccount && (
            <Text size="xs" c="dimmed">
              {ACCOUNT_DECISION_TEXT.requestChanges}: the account becomes editable again and returns here once the customer resubmits.
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}
