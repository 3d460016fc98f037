import { Badge, Card, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { LOCKED_STATUS_IDS, ACCOUNT_TYPE, stepAtTab } from '@/contract';
import { useChangeRequest, useRevision } from '@/app/account-reviews';
import { OnboardingPageShell, OnboardingReviewNotices } from '@/ui/OnboardingPageShell';
import { notify } from '@/app/notify';
import { useStepStatus, type StepDisplayState } from '@/offline';
import { businessAccountQuery } from '../api/get-business-account';
import { stepDraftId, type KybStep } from '../drafts/kyb-drafts';
import { useKybAccount } from '../hooks/use-kyb-account';
import { useKybSyncEffects } from '../hooks/use-kyb-sync-effects';
import { KYB_STEPS, LAST_STEP, type KybAccount } from '../kyb-account';
import { ActivityStep } from './ActivityStep';
import { BusinessInfoStep } from './BusinessInfoStep';
import { ComplianceStep } from './ComplianceStep';
import { PeopleStep } from './PeopleStep';
import type { KybStepProps } from './step-props';
import { useTranslation } from '@/app/i18n';

export interface KybPageProps {
  /** Edit mode: the business account's id (route /accounts/kyb/{id}). */
  accountId?: number;
  step: KybStep;
  onStepChange: (step: KybStep) => void;
  /** The outbox step that creates a new corporate account; the steps of a new account take its id. */
  newAccountStep: string;
  /** The last step is stored: go to the accounts page. */
  onFinished: () => void;
  /** The last step reached the server: the accounts list changed. */
  onAccountsChanged: () => void;
}

const STEP_COMPONENTS = [BusinessInfoStep, PeopleStep, ActivityStep, ComplianceStep] satisfies Array<
  (props: KybStepProps) => unknown
>;

const SYNC_BADGE = {
  draft: { label: 'kyb.syncDraft', color: 'gray' },
  queued: { label: 'kyb.syncQueued', color: 'yellow' },
  sending: { label: 'kyb.syncSending', color: 'blue' },
  synced: { label: 'kyb.syncSynced', color: 'green' },
  refused: { label: 'kyb.syncRefused', color: 'red' },
} as const satisfies Partial<Record<StepDisplayState, { label: string; color: string }>>;

function StepSyncBadge({ step, account }: { step: KybStep; account: KybAccount }) {
  const { t } = useTranslation();
  const state = useStepStatus(stepDraftId(step, account.key)).state;
  const badge = state in SYNC_BADGE ? SYNC_BADGE[state as keyof typeof SYNC_BADGE] : undefined;
  return badge ? (
    <Badge size="xs" variant="light" color={badge.color}>
      {t(badge.label)}
    </Badge>
  ) : null;
}

/**
 * Product §2's KYB page: 'Account - KYB', four steps kept in activeKybTab, clickable tabs on wide screens and the step's
 * name with a counter under 500 px. New (the account being created) or edit (with an id, every step prefilled).
 */
export function KybPage({
  accountId,
  step,
  onStepChange,
  newAccountStep,
  onFinished,
  onAccountsChanged,
}: KybPageProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 499.98px)');
  const { account, missing } = useKybAccount(accountId, newAccountStep);
  const business = useQuery({ ...businessAccountQuery(account.accountId ?? 0), enabled: account.accountId !== null });
  const revision = useRevision(account.accountId ?? undefined, business.data?.accountStatusId);
  const readOnly =
    (business.data !== undefined && LOCKED_STATUS_IDS.includes(business.data.accountStatusId)) || revision.underReview;
  useKybSyncEffects(onAccountsChanged);
  const changes = useChangeRequest(account.accountId ?? undefined, stepAtTab(ACCOUNT_TYPE.corporate, step)!);

  const done = (outcome: 'synced' | 'queued') => {
    if (outcome === 'queued') notify.info(navigator.onLine ? t('kyb.savedSending') : t('kyb.savedOffline'));
    if (step < LAST_STEP) return onStepChange((step + 1) as KybStep);
    if (outcome === 'synced') notify.success(t('kyb.submitted'));
    onFinished();
  };
  const StepComponent = STEP_COMPONENTS[step];

  return (
    <OnboardingPageShell title={t('kyb.title')} missing={missing && t('kyb.noAccount')}>
      {narrow ? (
        <Stack gap={4}>
          <Text size="sm" c="dimmed" data-testid="kyb-step-counter">
            {t('kyb.stepCounter', { step: step + 1, total: KYB_STEPS.length })}
          </Text>
          <Title order={2} size="h3">
            {t(KYB_STEPS[step])}
          </Title>
          <StepSyncBadge step={step} account={account} />
        </Stack>
      ) : (
        <Stepper
          active={step}
          onStepClick={(index) => onStepChange(index as KybStep)}
          size="sm"
          labelPosition="bottom"
          aria-label={t('kyb.stepsLabel')}
        >
          {KYB_STEPS.map((label, index) => (
            <Stepper.Step
              key={label}
              label={t(label)}
              description={<StepSyncBadge step={index as KybStep} account={account} />}
            />
          ))}
        </Stepper>
      )}
      <OnboardingReviewNotices revision={revision} readOnly={readOnly} readOnlyText={t('kyb.readOnly')} />
      <Card withBorder radius="md" padding="lg" maw={760} w="100%">
        {!narrow && (
          <Title order={2} size="h3" mb="md">
            {t(KYB_STEPS[step])}
          </Title>
        )}
        <StepComponent
          key={`${account.key}:${step}`}
          account={account}
          readOnly={readOnly}
          changes={changes}
          onBack={step > 0 ? () => onStepChange((step - 1) as KybStep) : undefined}
          onDone={done}
        />
      </Card>
    </OnboardingPageShell>
  );
}
