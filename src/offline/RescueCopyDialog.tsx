import { Alert, Button, FileInput, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/app/i18n';
import { offlineDb } from './db';
import { syncNow } from './engine-instance';
import { makeRescueCopy, RescueCopyError, restoreRescueCopy } from './rescue';
import { currentUserId } from './scope';

const MIN_PASSPHRASE = 8;

const fileName = (now: Date) => `payway-unsent-work-${now.toISOString().slice(0, 10)}.payway`;

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const scope = () => {
  const userId = currentUserId();
  if (!userId) throw new Error('A rescue copy needs a signed-in user.');
  return { db: offlineDb(), userId };
};

/**
 * "Save a copy of my unsent work" (one file, sealed with a passphrase the user chooses) and "Restore from a copy"
 * (rescue.ts). `onDone` runs once the copy is saved or restored.
 */
export function RescueCopyDialog({
  mode,
  onClose,
  onDone,
}: {
  mode: 'save' | 'restore' | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassphrase('');
    setRepeat('');
    setFile(null);
    setError(null);
    setResult(null);
    onClose();
  };

  const save = async () => {
    if (passphrase.length < MIN_PASSPHRASE) return setError(t('deviceStorage.passphraseShort'));
    if (passphrase !== repeat) return setError(t('deviceStorage.passphraseMismatch'));
    const name = fileName(new Date());
    download(await makeRescueCopy(scope(), passphrase), name);
    setResult(t('deviceStorage.copySaved', { name }));
    onDone?.();
  };

  const restore = async () => {
    if (!file) return setError(t('deviceStorage.notACopy'));
    try {
      const restored = await restoreRescueCopy(scope(), await file.text(), passphrase);
      setResult(t('deviceStorage.restored', { drafts: restored.drafts, steps: restored.steps }));
      syncNow();
      onDone?.();
    } catch (failure) {
      if (!(failure instanceof RescueCopyError)) throw failure;
      setError(t(`deviceStorage.${failure.fault}`));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await (mode === 'save' ? save() : restore());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={mode !== null}
      onClose={close}
      title={mode === 'restore' ? t('deviceStorage.restoreCopy') : t('deviceStorage.saveCopy')}
    >
      {result ? (
        <Stack>
          <Alert color="green" role="status">
            {result}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('frame.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)}>
          <Stack>
            <Text size="sm">
              {mode === 'restore' ? t('deviceStorage.restoreCopyText') : t('deviceStorage.saveCopyText')}
            </Text>
            {mode === 'restore' && (
              <FileInput
                label={t('deviceStorage.copyFile')}
                accept=".payway,application/json"
                value={file}
                onChange={setFile}
                required
                clearable
              />
            )}
            <PasswordInput
              label={t('deviceStorage.passphrase')}
              description={mode === 'save' ? t('deviceStorage.passphraseHint') : undefined}
              value={passphrase}
              onChange={(event) => setPassphrase(event.currentTarget.value)}
              autoComplete={mode === 'save' ? 'new-password' : 'off'}
              required
            />
            {mode === 'save' && (
              <PasswordInput
                label={t('deviceStorage.passphraseRepeat')}
                value={repeat}
                onChange={(event) => setRepeat(event.currentTarget.value)}
                autoComplete="new-password"
                required
              />
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={busy}>
                {mode === 'restore' ? t('deviceStorage.restoreCopyButton') : t('deviceStorage.saveCopyButton')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
