import { useState, type FormEvent } from 'react';
import { Alert, Button, Center, Code, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { CODE_LENGTH } from '@/contract';
import { notify } from '@/app/notify';
import { CodeBoxes } from '@/ui/CodeBoxes';
import { CurrentPasswordInput, DialogForm } from '@/ui/DialogForm';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { errorText } from '@/app/wording/error-text';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

/**
 * Setting up two-factor sign-in: the password again (a stolen session alone cannot bind another app), then the QR
 * code (or the key typed by hand), then the app's current code. Used in a dialog (settings) and as a page (the
 * reviewers' first sign-in); `onCancel` absent means the step cannot be skipped.
 */
export function TwoFactorSetupSteps({ onEnabled, onCancel }: { onEnabled: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (password !== '') setup.mutate(password);
  };
  const confirm = () => enable.mutate(code, { onSuccess: onEnabled });
  const cancel = onCancel && (
    <Button variant="default" onClick={onCancel}>
      {t('common.cancel')}
    </Button>
  );

  if (!setup.data)
    return (
      <form onSubmit={start} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('settings.confirmWithPassword')}</Text>
          {setup.isError && (
            <Alert color="red" role="alert">
              {errorText(setup.error)}
            </Alert>
          )}
          <CurrentPasswordInput value={password} onChange={setPassword} />
          <Group justify="flex-end" gap="sm">
            {cancel}
            <Button type="submit" disabled={password === ''} loading={setup.isPending}>
              {setup.isPending ? t('common.loading') : t('common.continue')}
            </Button>
          </Group>
        </Stack>
      </form>
    );

  return (
    <Stack gap="md">
      <Text size="sm">{t('settings.scanQr')}</Text>
      <Center>
        <Image src={setup.data.qrCode} alt={t('settings.qrAlt')} w={200} h={200} radius="sm" bg="white" p={4} />
      </Center>
      <Text size="sm">
        <Trans
          i18nKey="settings.typeKey"
          values={{ secret: setup.data.secret }}
          components={{ key: <Code style={{ wordBreak: 'break-all' }} /> }}
        />
      </Text>
      <Text size="sm">{t('settings.enterCode')}</Text>
      {enable.isError && (
        <Alert color="red" role="alert">
          {errorText(enable.error)}
        </Alert>
      )}
      <Center>
        <CodeBoxes value={code} onChange={setCode} error={enable.isError} />
      </Center>
      <Group justify="flex-end" gap="sm">
        {cancel}
        <Button onClick={confirm} disabled={code.length !== CODE_LENGTH} loading={enable.isPending}>
          {enable.isPending ? t('common.loading') : t('settings.turnOn')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Closing the dialog forgets the unconfirmed secret on this screen. */
export function SetupTwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const enabled = () => {
    notify.success(t('settings.twoFactorOn'));
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('settings.setupTitle')} centered>
      {opened && <TwoFactorSetupSteps onEnabled={enabled} onCancel={onClose} />}
    </Modal>
  );
}

export function DisableTwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const close = () => {
    setPassword('');
    setCode('');
    disable.reset();
    onClose();
  };
  const confirm = () =>
    disable.mutate(
      { code, password },
      {
        onSuccess: () => {
          notify.success(t('settings.twoFactorOff'));
          close();
        },
      },
    );

  return (
    <DialogForm
      opened={opened}
      title={t('settings.turnOffTitle')}
      onClose={close}
      onSubmit={confirm}
      note={t('settings.turnOffNote')}
      refusal={disable.isError ? errorText(disable.error) : null}
      pending={disable.isPending}
      ready={code.length === CODE_LENGTH && password !== ''}
      danger
      submitLabel={t('settings.turnOff')}
    >
      <CurrentPasswordInput value={password} onChange={setPassword} />
      <Center>
        <CodeBoxes value={code} onChange={setCode} error={disable.isError} />
      </Center>
    </DialogForm>
  );
}
