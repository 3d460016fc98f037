import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from '@/app/i18n';
import { useSignOut } from '@/ui/use-sign-out';

/** Ends every session of the user's, this one included (a lost device, a sign-in that is not theirs). */
export function SignOutEverywhereCard() {
  const { t } = useTranslation();
  const signOut = useSignOut('signOutEverywhere');
  const confirm = () =>
    modals.openConfirmModal({
      title: t('settings.signOutEverywhere'),
      children: <Text size="sm">{t('settings.signOutEverywhereConfirm')}</Text>,
      labels: { confirm: t('settings.signOutEverywhere'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () => void signOut(),
    });
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={2} fz="h4">
            {t('settings.signOutEverywhere')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.signOutEverywhereNote')}
          </Text>
        </Stack>
        <Button variant="default" color="red" onClick={confirm}>
          {t('settings.signOutEverywhere')}
        </Button>
      </Group>
    </Card>
  );
}
