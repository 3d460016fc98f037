import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudOff, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_TYPE } from '@/contract';
import { changesUnderReview, revisionNote, tabToFix, useAccountReviews } from '@/app/account-reviews';
import { useSession } from '@/app/session';
import { usePermissions } from '@/app/permissions';
import { kycbProps } from '@/app/session-storage';
import { useUploadsByAccount } from '@/offline';
import type { AccountRow } from '../accounts-list';
import { errorText } from '@/app/wording/error-text';
import { formatDateTime } from '@/app/wording/format';
import { useAccountsByProfile } from '../api/get-accounts';
import { AccountsTable, type AccountActions } from './AccountsTable';
import { AddAccountDialog } from './AddAccountDialog';
import { AddPaymentMethodDialog } from './AddPaymentMethodDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useTranslation } from '@/app/i18n';

/** Product §2 and 4: the accounts page. While the user is Onboarding the lists are not loaded; it invites to start. */
export function AccountsPage() {
  const current = useSession();
  const { can } = usePermissions();
  const onboarding = current?.status === 'Onboarding';
  const listed = !!current && !onboarding && can('viewAccounts');
  const { live: accounts, lastKnown } = useAccountsByProfile(current?.userId ?? '', listed);
  const lists = accounts.data ?? lastKnown?.lists;
  const reviews = useAccountReviews(listed);
  const uploads = useUploadsByAccount();
  const { t } = useTranslation();
  const [adding, addDialog] = useDisclosure(false);
  const [paymentFor, setPaymentFor] = useState<AccountRow | null>(null);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);
  const actions: AccountActions = {
    onAddPaymentMethod: setPaymentFor,
    onDelete: can('deleteAccount') ? setDeleting : undefined,
    canEdit: can('updateAccount'),
    reviewReason: (accountId) => reviews.data?.get(accountId)?.reason || undefined,
    editTab: (accountId) => tabToFix(reviews.data?.get(accountId)),
    uploading: (accountId) => uploads.get(accountId),
    revisionNote: (row) => revisionNote(row.statusId, reviews.data?.get(row.accountId)),
  };
  const withRevisions = (rows: AccountRow[]) =>
    rows.map((row) => (changesUnderReview(reviews.data?.get(row.accountId)) ? { ...row, locked: true } : row));

  return (
    <Stack gap="lg" maw={1100}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1}>{t('accounts.title')}</Title>
        {can('createAccount') && (
          <Button leftSection={<IconPlus size={18} />} onClick={addDialog.open}>
            {t('accounts.add')}
          </Button>
        )}
      </Group>

      {onboarding ? (
        <OnboardingCard />
      ) : lists ? (
        <>
          {lastKnown && (
            <Alert color="gray" icon={<IconCloudOff size={18} />} role="status">
              {t('accounts.offlineLastLoaded', { time: formatDateTime(new Date(lastKnown.savedAt).toISOString()) })}
            </Alert>
          )}
          <AccountsSection
            title={t('accounts.individualTitle')}
            statusLabel={t('accounts.kycStatus')}
            rows={withRevisions(lists.individual)}
            empty={t('accounts.noIndividual')}
            actions={actions}
          />
          <AccountsSection
            title={t('accounts.corporateTitle')}
            statusLabel={t('accounts.kybStatus')}
            rows={withRevisions(lists.corporate)}
            empty={t('accounts.noCorporate')}
            actions={actions}
          />
        </>
      ) : accounts.isError ? (
        <Alert color="red" role="alert">
          {errorText(accounts.error)}
        </Alert>
      ) : lastKnown === null ? (
        <Alert color="gray" icon={<IconCloudOff size={18} />} role="status">
          {t('accounts.offlineNeverLoaded')}
        </Alert>
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('accounts.loading')}</Text>
        </Group>
      )}

      <AddAccountDialog opened={adding} onClose={addDialog.close} />
      <AddPaymentMethodDialog row={paymentFor} onClose={() => setPaymentFor(null)} />
      <DeleteAccountDialog row={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

function AccountsSection({
  title,
  statusLabel,
  rows,
  empty,
  actions,
}: {
  title: string;
  statusLabel: string;
  rows: AccountRow[];
  empty: string;
  actions: AccountActions;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {rows.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <AccountsTable rows={rows} statusLabel={statusLabel} label={title} {...actions} />
        )}
      </Stack>
    </Card>
  );
}

/** While Onboarding: how to start, and a way back to an onboarding begun in this tab. */
function OnboardingCard() {
  const { t } = useTranslation();
  const { accountId, accountType } = kycbProps.get();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4">
          {t('accounts.firstTitle')}
        </Title>
        <Text c="dimmed">{t('accounts.firstText')}</Text>
        {accountId !== undefined &&
          (accountType === ACCOUNT_TYPE.corporate ? (
            <Button variant="light" component={Link} to="/accounts/kyb">
              {t('accounts.continueOnboarding')}
            </Button>
          ) : (
            <Button
              variant="light"
              renderRoot={(props) => <Link to="/accounts/kyc" search={{ activeKycTab: 0 }} {...props} />}
            >
              {t('accounts.continueOnboarding')}
            </Button>
          ))}
      </Stack>
    </Card>
  );
}
