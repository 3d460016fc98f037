import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconFingerprint, IconKey } from '@tabler/icons-react';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { session, useSession } from '@/app/session';
import { notify } from '@/app/notify';
import { SignedIn } from '@/app/SignedIn';
import { loadAppTexts, useTranslation } from '@/app/i18n';
import { ReviewLayout } from '@/features/review/components/ReviewLayout';
import { ChangePasswordDialog } from '@/features/settings/components/ChangePasswordDialog';
import { TwoFactorSetupSteps } from '@/features/settings/components/TwoFactorDialogs';
import { PasskeysCard } from '@/features/settings/components/PasskeysCard';
import { AddPasskeyDialog } from '@/ui/AddPasskeyDialog';

/**
 * The reviewers' back office. Signed-out visitors go to login (and come back); customers go to their accounts.
 * The server checks the role on every call as well: this guard only saves a customer a page of refusals. A reviewer
 * without two-factor sign-in sets it up here first, TOTP or a passkey (the server refuses the back office until then).
 */
export const Route = createFileRoute('/review')({
  beforeLoad: async ({ location }) => {
    const current = session.get();
    if (!current) throw redirect({ to: '/', search: { redirect: location.href } });
    if (!current.isReviewer) throw redirect({ to: '/accounts' });
    await loadAppTexts();
  },
  component: function ReviewRoute() {
    const setupRequired = !!useSession()?.twoFactorSetupRequired;
    return (
      <SignedIn>
        <ReviewLayout
          account={
            <>
              <PasskeysAction />
              <ChangePasswordAction />
            </>
          }
          navigation={!setupRequired}
        >
          {setupRequired ? <StaffTwoFactorSetup /> : <Outlet />}
        </ReviewLayout>
      </SignedIn>
    );
  },
});

function ChangePasswordAction() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={t('review.changePassword')}>
        <ActionIcon variant="subtle" size="lg" onClick={() => setOpened(true)} aria-label={t('review.changePassword')}>
          <IconKey size={18} />
        </ActionIcon>
      </Tooltip>
      <ChangePasswordDialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** The reviewer's passkeys: one signs in instead of the password and TOTP code. */
function PasskeysAction() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label={t('passkeys.title')}>
        <ActionIcon variant="subtle" size="lg" onClick={() => setOpened(true)} aria-label={t('passkeys.title')}>
          <IconFingerprint size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('passkeys.title')} size="lg" centered>
        <PasskeysCard />
      </Modal>
    </>
  );
}

function StaffTwoFactorSetup() {
  const { t } = useTranslation();
  const [addingPasskey, setAddingPasskey] = useState(false);
  const enabled = () => {
    notify.success(t('review.twoFactorOn'));
    session.twoFactorSetUp();
  };
  // A passkey added counts as this session's second factor: the back office opens.
  const passkeyAdded = () => {
    notify.success(t('passkeys.added'));
    session.twoFactorSetUp();
  };
  return (
    <Card withBorder padding="lg" radius="md" maw={560} mx="auto">
      <Stack gap="md">
        <Title order={1} fz="h3">
          {t('review.setupTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('review.setupText')}
        </Text>
        <TwoFactorSetupSteps onEnabled={enabled} />
        <Group justify="center">
          <Button variant="subtle" leftSection={<IconFingerprint size={18} />} onClick={() => setAddingPasskey(true)}>
            {t('passkeys.reviewerInstead')}
          </Button>
        </Group>
        <AddPasskeyDialog opened={addingPasskey} onClose={() => setAddingPasskey(false)} onAdded={passkeyAdded} />
      </Stack>
    </Card>
  );
}
