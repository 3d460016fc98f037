import { useState } from 'react';
import { Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notify } from '@/app/notify';
import { t as translate, useTranslation } from '@/app/i18n';
import { useLeaveThisDevice } from '@/ui/use-sign-out';
import { CurrentPasswordInput, DialogForm } from '@/ui/DialogForm';
import { errorText } from '@/app/wording/error-text';
import { formatDate } from '@/app/wording/format';
import { WRAPPING_BUTTON } from '@/ui/wrapping-button';
import { useRequestErasure } from '../api/request-erasure';

/** What was kept and until when, once signed out: a toast that stays until closed (the sign-in page has no dialogs). */
const showErased = (keptUntil: string | null) =>
  notify.lasting(
    keptUntil
      ? translate('settings.erasedKeptUntil', { date: formatDate(keptUntil) })
      : translate('settings.erasedAll'),
    translate('settings.erasedTitle'),
  );

/**
 * The customer's erasure request (issue 49 item 6): says plainly what happens, asks for the password again, then the
 * server closes what is open, erases what no law requires and ends every session; this device's drafts and key go
 * too, and the customer lands on the sign-in page with what is kept and until when.
 */
export function EraseDataCard() {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [password, setPassword] = useState('');
  const erasure = useRequestErasure();
  const leave = useLeaveThisDevice();

  const close = () => {
    setPassword('');
    erasure.reset();
    dialog.close();
  };
  const finish = async (keptUntil: string | null) => {
    dialog.close();
    await leave(true);
    showErased(keptUntil);
  };
  const submit = () => erasure.mutate(password, { onSuccess: ({ keptUntil }) => void finish(keptUntil) });

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: '1 1 260px' }}>
          <Title order={2} fz="h4">
            {t('settings.eraseData')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('settings.eraseDataNote')}
          </Text>
        </Stack>
        <Button variant="outline" color="red" onClick={dialog.open} {...WRAPPING_BUTTON}>
          {t('settings.eraseData')}
        </Button>
      </Group>
      <DialogForm
        opened={opened}
        title={t('settings.eraseDataTitle')}
        onClose={close}
        onSubmit={submit}
        submitLabel={t('settings.eraseNow')}
        pending={erasure.isPending}
        ready={password !== ''}
        danger
        refusal={erasure.isError ? errorText(erasure.error) : null}
        note={
          <Stack gap="xs">
            <Text size="sm">{t('settings.eraseDataWhatHappens')}</Text>
            <List size="sm" spacing="xs">
              <List.Item>{t('settings.eraseDataClosed')}</List.Item>
              <List.Item>{t('settings.eraseDataNow')}</List.Item>
              <List.Item>{t('settings.eraseDataKept')}</List.Item>
              <List.Item>{t('settings.eraseDataSignedOut')}</List.Item>
            </List>
            <Text size="sm">{t('settings.confirmWithPassword')}</Text>
          </Stack>
        }
      >
        <CurrentPasswordInput value={password} onChange={setPassword} />
      </DialogForm>
    </Card>
  );
}
