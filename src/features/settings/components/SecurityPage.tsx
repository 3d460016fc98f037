import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SettingsFrame } from './SettingsFrame';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DisableTwoFactorDialog, SetupTwoFactorDialog } from './TwoFactorDialogs';
import { LoginActivityCard } from './LoginActivityCard';
import { DeviceStorageCard } from './DeviceStorageCard';
import { PasskeysCard } from './PasskeysCard';
import { SignOutEverywhereCard } from './SignOutEverywhereCard';
import { EraseDataCard } from './EraseDataCard';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useTranslation } from '@/app/i18n';

export function SecurityPage() {
  const { t } = useTranslation();
  const [passwordOpen, passwordDialog] = useDisclosure(false);
  const [disableOpen, disableDialog] = useDisclosure(false);
  const twoFactor = useTwoFactorStatus();
  const [setupOpen, setupDialog] = useDisclosure(false);

  return (
    <SettingsFrame active="security" description={t('settings.securityDescription')}>
      <Card withBorder padding="lg" radius="md">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={4} style={{ flex: '1 1 260px' }}>
            <Title order={2} fz="h4">
              {t('settings.password')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.passwordNote')}
            </Text>
          </Stack>
          <Button variant="light" onClick={passwordDialog.open}>
            {t('settings.changePassword')}
          </Button>
        </Group>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={4} style={{ flex: '1 1 260px' }}>
            <Group gap="xs">
              <Title order={2} fz="h4">
                {t('settings.twoFactor')}
              </Title>
              {twoFactor.data && (
                <Badge variant="light" color={twoFactor.data.enabled ? 'green' : 'gray'}>
                  {twoFactor.data.enabled ? t('settings.on') : t('settings.off')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('settings.twoFactorNote')}
            </Text>
          </Stack>
          {twoFactor.isPending ? (
            <Skeleton h={36} w={120} />
          ) : twoFactor.data?.enabled ? (
            <Button variant="default" onClick={disableDialog.open}>
              {t('settings.turnOff2fa')}
            </Button>
          ) : (
            <Button variant="light" onClick={setupDialog.open} disabled={twoFactor.isError}>
              {t('settings.setup2fa')}
            </Button>
          )}
        </Group>
      </Card>

      <PasskeysCard />

      <DeviceStorageCard />

      <SignOutEverywhereCard />

      <LoginActivityCard />

      <EraseDataCard />

      <ChangePasswordDialog opened={passwordOpen} onClose={passwordDialog.close} />
      <SetupTwoFactorDialog opened={setupOpen} onClose={setupDialog.close} />
      <DisableTwoFactorDialog opened={disableOpen} onClose={disableDialog.close} />
    </SettingsFrame>
  );
}
