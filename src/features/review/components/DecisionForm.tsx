import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ACCOUNT_DECISIONS,
  AccountDecisionRequest,
  PAYMENT_DECISIONS,
  PaymentDecisionRequest,
  REASON_MAX,
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
import { useRefusal } from '@/ui/use-refusal';
import { validateWith } from '@/app/wording/form-validation';
import { textOr, useTranslation } from '@/app/i18n';

interface DecisionValues {
  decision: string;
  reason: string;
  affectedSteps: ReviewStepKey[];
}

const PAYMENT_DECISION_KEYS = Object.keys(PAYMENT_DECISIONS) as PaymentDecision[];

/**
 * The decision on a submission waiting for the reviewers. Accounts: approve, reject, or request changes naming the
 * steps; payments: the product's three categories or failed. The reason is what the customer reads (required unless
 * approving). The same contract schema as the server checks it.
 */
export function DecisionForm({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const isAccount = detail.subjectType === 'account';
  const decideAccount = useDecideAccount();
  const decidePayment = useDecidePayment();
  const pending = decideAccount.isPending || decidePayment.isPending;
  const subject = isAccount ? { accountId: Number(detail.subjectId) } : { transactionId: detail.subjectId };
  const form = useForm<DecisionValues>({
    // No outcome chosen in advance: the reviewer picks one.
    initialValues: { decision: '', reason: '', affectedSteps: [] },
    validate: (values) =>
      validateWith(isAccount ? AccountDecisionRequest : PaymentDecisionRequest)({ ...subject, ...values }),
  });
  const refusal = useRefusal(form);
  const steps = stepsOfAccountType(detail.kind === 'kyc' ? 1 : 2);
  // Another reviewer took this case: deciding it asks first.
  const me = useSession()?.userId;
  const othersCase = detail.assignedTo !== null && detail.assignedTo !== me ? detail.assignedTo : null;
  const [takeOver, setTakeOver] = useState(false);
  const approving = form.values.decision === 'approve' || form.values.decision === 'approved';
  // The server refuses to approve while a screening hit is open (openScreeningHits*): the choice says so beforehand.
  const approveBlocked = detail.screening.hits.some((hit) => hit.state === 'open');
  const approvalChoice = (value: string) =>
    approveBlocked && (value === 'approve' || value === 'approved')
      ? { disabled: true, description: t('review.screening.approveBlocked') }
      : {};

  const submit = form.onSubmit(async (values) => {
    refusal.clear();
    try {
      const result = isAccount
        ? await decideAccount.mutateAsync({
            accountId: Number(detail.subjectId),
            decision: values.decision as AccountDecision,
            reason: values.reason,
            affectedSteps: values.decision === 'requestChanges' ? values.affectedSteps : [],
          })
        : await decidePayment.mutateAsync({
            transactionId: detail.subjectId,
            decision: values.decision as PaymentDecision,
            reason: values.reason,
          });
      const risk = detail.screening.risk;
      const firstOfTwo =
        values.decision === 'approve' &&
        risk?.level === 'high' &&
        !risk.firstApproval &&
        result.statusId === detail.statusId;
      notify.success(
        firstOfTwo
          ? t('review.screening.firstApprovalSaved')
          : textOr(t, `review.decisionSaved.${values.decision}`, result.message),
      );
      form.reset();
    } catch (failure) {
      refusal.show(failure);
    }
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="decision-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg" id="decision-title">
            {t('review.decision')}
          </Title>
          {refusal.text && (
            <Alert color="red" role="alert">
              {refusal.text}
            </Alert>
          )}
          <Radio.Group label={t('review.outcome')} required {...form.getInputProps('decision')}>
            <Stack gap={8} mt={6}>
              {isAccount
                ? ACCOUNT_DECISIONS.map((value) => (
                    <Radio
                      key={value}
                      value={value}
                      label={t(`review.accountChoices.${value}`)}
                      {...approvalChoice(value)}
                    />
                  ))
                : PAYMENT_DECISION_KEYS.map((value) => (
                    <Radio
                      key={value}
                      value={value}
                      label={t(`review.decisionTexts.${value}`)}
                      {...approvalChoice(value)}
                    />
                  ))}
            </Stack>
          </Radio.Group>
          {form.values.decision === 'requestChanges' && (
            <Checkbox.Group label={t('review.stepsToChange')} required {...form.getInputProps('affectedSteps')}>
              <Stack gap={8} mt={6}>
                {steps.map((step) => (
                  <Checkbox key={step} value={step} label={t(`review.steps.${step}`)} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Textarea
            label={t('review.reason')}
            description={approving ? t('review.reasonOptional') : t('review.reasonRequired')}
            required={!approving}
            autosize
            minRows={3}
            maxLength={REASON_MAX}
            {...form.getInputProps('reason')}
          />
          {othersCase && (
            <Checkbox
              label={t('review.takeOver', { user: othersCase })}
              checked={takeOver}
              onChange={(event) => setTakeOver(event.currentTarget.checked)}
              data-testid="decide-others-case"
            />
          )}
          <Button
            type="submit"
            disabled={!!othersCase && !takeOver}
            loading={pending}
            color={
              approving
                ? 'green'
                : form.values.decision === 'reject' || form.values.decision === 'failed'
                  ? 'red'
                  : undefined
            }
          >
            {pending ? t('common.loading') : t('review.saveDecision')}
          </Button>
          {isAccount && (
            <Text size="xs" c="dimmed">
              {t('review.requestChangesNote')}
            </Text>
          )}
        </Stack>
      </form>
    </Card>
  );
}
