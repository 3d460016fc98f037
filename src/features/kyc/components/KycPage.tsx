import { Alert, Card, Group, Loader, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { ACCOUNT_TYPE, LOCKED_STATUS_IDS } from '@/contract';
import { notify } from '@/app/notify';
import { useChangeRequest, useRevision } from '@/app/account-reviews';
import { OnboardingPageShell, OnboardingReviewNotices } from '@/ui/OnboardingPageShell';
import { errorText } from '@/app/wording/error-text';
import { session, useSession } from '@/app/session';
import { kycbProps } from '@/app/session-storage';
import { useResumeOnboarding } from '@/app/resume-onboarding';
import { useStepStatus, type Dependency } from '@/offline';
import { useKycPrefill } from '../api/get-individual-account';
import { emptyIdentity } from '@/contract/steps/kyc-identity/mappers';
import { emptyOtherInfo } from '@/contract/steps/kyc-other-info/mappers';
import { kycStepIds } from '../drafts/step-ids';
import { useKycSyncEffects } from '../hooks/use-kyc-sync-effects';
import type { KycTab } from '../search';
import type { IdentityTabField } from '../mrz/compare-identity';
import { IdentityTab } from './IdentityTab';
import { OtherInfoTab } from './OtherInfoTab';
import { useTranslation } from '@/app/i18n';

export interface KycPageProps {
  /** Edit mode: the account's id (route /accounts/kyc/{id}); absent for the account being onboarded. */
  accountId?: number;
  tab: KycTab;
  onTabChange: (tab: KycTab) => void;
  /** The outbox step that creates a new individual account; tab 0 takes its accountId when sent. */
  newAccountStep: string;
  /** Step 2 reached the server: refresh the accounts list and go to /accounts. */
  onSubmitted: () => void;
  /** Step 2 waits for a connection: go back to /accounts. */
  onQueued: () => void;
}

/** Two tabs side by side even at 400 px: their labels wrap instead. */
const NARROW_TABS = { list: { flexWrap: 'nowrap' }, tab: { minWidth: 0 }, tabLabel: { whiteSpace: 'normal' } } as const;

const take = (stepId: string): Dependency => ({ stepId, take: { 'body.accountId': 'accountId' } });
const toId = (value: string | number | undefined) => (value === undefined || value === '' ? undefined : Number(value));

/** Product §2: 'Account - KYC', two tabs kept in activeKycTab; new (kycb-props' account) or edit (with an id). */
export function KycPage({ accountId, tab, onTabChange, newAccountStep, onSubmitted, onQueued }: KycPageProps) {
  const { t } = useTranslation();
  const email = useSession()?.userId ?? '';
  const editing = accountId !== undefined;
  const stepIds = kycStepIds(editing ? accountId : 'new');
  const onboarding = kycbProps.get();
  const knownAccountId = editing ? accountId : toId(onboarding.accountId);
  const createStep = useStepStatus<{ accountId: number }>(newAccountStep, {
    onSynced: (response) => kycbProps.patch({ accountId: response.accountId }),
  });
  const prefill = useKycPrefill(accountId, email);
  useKycSyncEffects();
  const identityChanges = useChangeRequest(accountId, 'identity');
  const otherChanges = useChangeRequest(accountId, 'otherInfo');

  const noAccountHere = !editing && knownAccountId === undefined && createStep.loaded && createStep.state === 'none';
  // Opened in a new tab: resume the account being filled in (the tab's onboarding state is filled, the page re-reads it).
  const resume = useResumeOnboarding(ACCOUNT_TYPE.individual, noAccountHere);
  const missingAccount = noAccountHere && !resume.searching && !resume.resumed;
  // Offline the saved account waits for a connection: the tabs open from their drafts (and stay open) and fill in when
  // it arrives.
  const [opened, setOpened] = useState(false);
  /** The identity tab's field a value of the identity document was just taken into, from the other tab. */
  const [taken, setTaken] = useState<IdentityTabField | null>(null);
  const ready = opened || !editing || prefill.isSuccess || prefill.fetchStatus === 'paused';
  if (ready && !opened) setOpened(true);
  const revision = useRevision(accountId, prefill.data?.statusId);
  const readOnly =
    (prefill.data !== undefined && LOCKED_STATUS_IDS.includes(prefill.data.statusId)) || revision.underReview;
  const identityDependsOn = editing ? [] : [take(newAccountStep)];

  const identityDone = (outcome: 'synced' | 'queued') => {
    setTaken(null);
    if (outcome === 'synced') session.setStatus('Active');
    else notify.info(t('kyc.identitySavedOffline'));
    onTabChange(1);
  };
  const otherDone = (outcome: 'synced' | 'queued', response?: { accountId: number; personalAccountId: number }) => {
    if (outcome === 'queued') {
      // Online, the documents are still on their way (a slow link): the accounts list shows how much is left.
      notify.info(navigator.onLine ? t('kyc.documentsSending') : t('kyc.documentsOffline'));
      onQueued();
      return;
    }
    kycbProps.patch({ accountId: response!.accountId, personalAccountId: response!.personalAccountId });
    session.setStatus('Active');
    notify.success(t('kyc.submitted'));
    onSubmitted();
  };

  return (
    <OnboardingPageShell title={t('kyc.title')} maw={760} missing={missingAccount && t('kyc.noAccount')}>
      <Card withBorder radius="md" padding="lg">
        {!ready && !prefill.isError && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>{t('common.loading')}</Text>
          </Group>
        )}
        {prefill.isError && (
          <Alert color="red" role="alert" title={t('onboarding.refreshError')}>
            {errorText(prefill.error)}
          </Alert>
        )}
        <OnboardingReviewNotices
          revision={revision}
          readOnly={readOnly}
          readOnlyText={t('kyc.readOnly')}
          readOnlyMb="md"
        />
        {/* Only the open tab is mounted: a hidden tab kept its reference lists spinning; a tab restores its draft when it opens. */}
        {ready && (
          <Tabs
            value={String(tab)}
            onChange={(value) => onTabChange(value === '1' ? 1 : 0)}
            styles={NARROW_TABS}
            keepMounted={false}
          >
            <Tabs.List mb="lg" grow>
              <Tabs.Tab value="0">{t('kyc.identityTab')}</Tabs.Tab>
              <Tabs.Tab value="1">{t('kyc.otherTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="0">
              <IdentityTab
                stepId={stepIds.identity}
                accountId={knownAccountId}
                dependsOn={identityDependsOn}
                initialValues={emptyIdentity(email)}
                prefill={prefill.data?.identity ?? null}
                ready={ready}
                readOnly={readOnly}
                changes={identityChanges}
                onDone={identityDone}
                documentStepId={stepIds.other}
                taken={taken}
              />
            </Tabs.Panel>
            <Tabs.Panel value="1">
              <OtherInfoTab
                email={onboarding.kycEmail ?? email}
                stepId={stepIds.other}
                accountId={knownAccountId}
                dependsOn={[take(stepIds.identity)]}
                initialValues={emptyOtherInfo()}
                prefill={prefill.data?.other ?? null}
                ready={ready}
                readOnly={readOnly}
                changes={otherChanges}
                onDone={otherDone}
                identity={{
                  stepId: stepIds.identity,
                  saved: prefill.data?.identity ?? null,
                  onEdit: (field) => {
                    setTaken(field);
                    onTabChange(0);
                  },
                }}
              />
            </Tabs.Panel>
          </Tabs>
        )}
      </Card>
    </OnboardingPageShell>
  );
}
