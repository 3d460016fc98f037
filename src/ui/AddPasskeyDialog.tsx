import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { ApiError, PASSKEY_NAME_MAX } from '@/contract';
import { useTranslation, type Translate } from '@/app/i18n';
import { useAddPasskey } from '@/app/passkeys/add-passkey';
import { errorText } from '@/app/wording/error-text';
import { CurrentPasswordInput, DialogForm } from './DialogForm';

/** A first name for the passkey, from the device's system: the user may change it. */
function deviceNameGuess() {
  const agent = navigator.userAgent;
  const systems: Array<[RegExp, string]> = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Mac OS X/, 'Mac'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'Chromebook'],
    [/Linux/, 'Linux'],
  ];
  return systems.find(([pattern]) => pattern.test(agent))?.[1] ?? '';
}

/** What went wrong, in words: the server's refusal, or the browser's (the prompt closed, the device already has one). */
function failureText(failure: unknown, t: Translate) {
  if (failure instanceof ApiError) return errorText(failure);
  const name = failure instanceof Error ? failure.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return t('passkeys.cancelled');
  if (name === 'InvalidStateError') return t('passkeys.alreadyHere');
  return t('passkeys.failed');
}

/**
 * Adds a passkey: its name and the password again, then the device's own prompt. Used by Settings, the offer after
 * sign-up or a first payment, and the reviewers' set-up.
 */
export function AddPasskeyDialog({
  opened,
  onClose,
  onAdded,
}: {
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [deviceName, setDeviceName] = useState(deviceNameGuess);
  const [password, setPassword] = useState('');
  const close = () => {
    setPassword('');
    add.reset();
    onClose();
  };
  const submit = () =>
    add.mutate(
      { password, deviceName: deviceName.trim() },
      {
        onSuccess: () => {
          setPassword('');
          onAdded();
        },
      },
    );

  return (
    <DialogForm
      opened={opened}
      title={t('passkeys.add')}
      onClose={close}
      onSubmit={submit}
      note={t('passkeys.addNote')}
      refusal={add.isError ? failureText(add.error, t) : null}
      pending={add.isPending}
      ready={password !== '' && deviceName.trim() !== ''}
      submitLabel={t('passkeys.create')}
    >
      <TextInput
        label={t('passkeys.deviceName')}
        description={t('passkeys.deviceNameHint')}
        required
        maxLength={PASSKEY_NAME_MAX}
        value={deviceName}
        onChange={(event) => setDeviceName(event.currentTarget.value)}
      />
      <CurrentPasswordInput value={password} onChange={setPassword} />
    </DialogForm>
  );
}
