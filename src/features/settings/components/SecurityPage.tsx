import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { SettingsFrame } from './SettingsFrame';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DisableTwoFactorDialog, SetupTwoFactorDialog } from './TwoFactorDialogs';
import { LoginActivityCard } from './LoginActivityCard';
import { useTwoFactorStatus } from '../api/get-two-factor-status';

export function SecurityPage() {
  const [passwordOpen, passwordDialog] = useDisclosure(false);
  const [disableOpen, disableDialog] = useDisclosure(false);
  const twoFactor = useTwoFactorStatus();
  const [setupOpen, setupDialog] = useDisclosure(false);

  return (
    <SettingsFrame active="security" description="Your password, two-factor sign-in and recent sign-ins.">
      <Card withBorder padding="lg" radius="md">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={4} style={{ flex: '1 1 260px' }}>
            <Title order={2} fz="h4">
              Password
            </Title>
            <Text size="sm" c="dimmed">
              Changing it signs you out everywhere else.
            </Text>
          </Stack>
          <Button variant="light" onClick={passwordDialog.open}>
            Change password
          </Button>
        </Group>
      </Card>

      <Card withBorder padding="lg" radius="md">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={4} style={{ flex: '1 1 260px' }}>
            <Group gap="xs">
              <Title order={2} fz="h4">
                Two-factor authentication
              </Title>
              {twoFactor.data && (
                <Badge variant="light" color={twoFactor.data.enabled ? 'green' : 'gray'}>
                  {twoFactor.data.enabled ? 'On' : 'Off'}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Sign-in also asks for a code from an authenticator app on your phone.
            </Text>
          </Stack>
          {twoFactor.isPending ? (
            <Skeleton h={36} w={120} />
          ) : twoFactor.data?.enabled ? (
            <Button variant="default" onClick={disableDialog.open}>
              Turn off 2FA
            </Button>
          ) : (
            <Button variant="light" onClick={setupDialog.open} disabled={twoFactor.isError}>
              Setup 2FA
            </Button>
          )}
        </Group>
      </Card>

      <LoginActivityCard />

      <ChangePasswordDialog opened={passwordOpen} onClose={passwordDialog.close} />
      <SetupTwoFactorDialog opened={setupOpen} onClose={setupDialog.close} />
      <DisableTwoFactorDialog opened={disableOpen} onClose={disableDialog.close} />
    </SettingsFrame>
  );
}
