import { useState, type FormEvent } from 'react';
import { Alert, Button, Center, Code, Group, Image, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { ApiError, CODE_LENGTH, GENERIC_ERROR } from '@/contract';
import { notify } from '@/app/notify';
import { CodeBoxes } from '@/ui/CodeBoxes';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';

const errorText = (failure: unknown) => (failure instanceof ApiError ? failure.errorMessage : GENERIC_ERROR);

/**
 * Setting up two-factor sign-in: the password again (a stolen session alone cannot bind another app), then the QR
 * code (or the key typed by hand), then the app's current code. Used in a dialog (settings) and as a page (the
 * reviewers' first sign-in); `onCancel` absent means the step cannot be skipped.
 */
export function TwoFactorSetupSteps({ onEnabled, onCancel }: { onEnabled: () => void; onCancel?: () => void }) {
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
      Cancel
    </Button>
  );

  if (!setup.data)
    return (
      <form onSubmit={start} noValidate>
        <Stack gap="md">
          <Text size="sm">Confirm it is you: enter your password.</Text>
          {setup.isError && (
            <Alert color="red" role="alert">
              {errorText(setup.error)}
            </Alert>
          )}
          <PasswordInput label="Current Password" autoComplete="current-password" required data-autofocus value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
          <Group justify="flex-end" gap="sm">
            {cancel}
            <Button type="submit" disabled={password === ''} loading={setup.isPending}>
              {setup.isPending ? 'Loading...' : 'Continue'}
            </Button>
          </Group>
        </Stack>
      </form>
    );

  return (
    <Stack gap="md">
      <Text size="sm">1. Scan this QR code with an authenticator app (Google Authenticator, Authy, 1Password...).</Text>
      <Center>
        <Image src={setup.data.qrCode} alt="QR code for your authenticator app" w={200} h={200} radius="sm" bg="white" p={4} />
      </Center>
      <Text size="sm">
        Or type this key into the app: <Code style={{ wordBreak: 'break-all' }}>{setup.data.secret}</Code>
      </Text>
      <Text size="sm">2. Enter the 6-digit code the app shows.</Text>
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
          {enable.isPending ? 'Loading...' : 'Turn on'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Closing the dialog forgets the unconfirmed secret on this screen. */
export function SetupTwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const enabled = () => {
    notify.success('Two-factor sign-in is on.');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Set up two-factor sign-in" centered>
      {opened && <TwoFactorSetupSteps onEnabled={enabled} onCancel={onClose} />}
    </Modal>
  );
}

export function DisableTwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
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
          notify.success('Two-factor sign-in is off.');
          close();
        },
      },
    );

  return (
    <Modal opened={opened} onClose={close} title="Turn off two-factor sign-in" centered>
      <Stack gap="md">
        <Text size="sm">Confirm it is you: your password and the current code from your authenticator app.</Text>
        {disable.isError && (
          <Alert color="red" role="alert">
            {errorText(disable.error)}
          </Alert>
        )}
        <PasswordInput label="Current Password" autoComplete="current-password" required data-autofocus value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
        <Center>
          <CodeBoxes value={code} onChange={setCode} error={disable.isError} />
        </Center>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} disabled={code.length !== CODE_LENGTH || password === ''} loading={disable.isPending}>
            {disable.isPending ? 'Loading...' : 'Turn off'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
