import { useState } from 'react';
import { Alert, Button, Center, Code, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { ApiError, CODE_LENGTH, GENERIC_ERROR } from '@/contract';
import { notify } from '@/app/notify';
import { CodeBoxes } from '@/ui/CodeBoxes';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';

const errorText = (failure: unknown) => (failure instanceof ApiError ? failure.errorMessage : GENERIC_ERROR);

/** Scan the QR code (or type the key), then confirm with the app's current code. Open while a set-up was started: closing it forgets the unconfirmed secret on this screen. */
export function SetupTwoFactorDialog({ setup }: { setup: ReturnType<typeof useStartTwoFactorSetup> }) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const close = () => {
    setCode('');
    enable.reset();
    setup.reset();
  };
  const confirm = () =>
    enable.mutate(code, {
      onSuccess: () => {
        notify.success('Two-factor sign-in is on.');
        close();
      },
    });

  return (
    <Modal opened={!setup.isIdle} onClose={close} title="Set up two-factor sign-in" centered>
      {setup.isPending && (
        <Center py="xl" role="status">
          <Loader />
        </Center>
      )}
      {setup.isError && (
        <Alert color="red" role="alert">
          {errorText(setup.error)}
        </Alert>
      )}
      {setup.data && (
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
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={confirm} disabled={code.length !== CODE_LENGTH} loading={enable.isPending}>
              {enable.isPending ? 'Loading...' : 'Turn on'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export function DisableTwoFactorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const close = () => {
    setCode('');
    disable.reset();
    onClose();
  };
  const confirm = () =>
    disable.mutate(code, {
      onSuccess: () => {
        notify.success('Two-factor sign-in is off.');
        close();
      },
    });

  return (
    <Modal opened={opened} onClose={close} title="Turn off two-factor sign-in" centered>
      <Stack gap="md">
        <Text size="sm">Enter the current code from your authenticator app to confirm.</Text>
        {disable.isError && (
          <Alert color="red" role="alert">
            {errorText(disable.error)}
          </Alert>
        )}
        <Center>
          <CodeBoxes value={code} onChange={setCode} error={disable.isError} />
        </Center>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} disabled={code.length !== CODE_LENGTH} loading={disable.isPending}>
            {disable.isPending ? 'Loading...' : 'Turn off'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
