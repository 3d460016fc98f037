import { useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { PASSKEY_NAME_MAX, type PasskeyList } from '@/contract';
import { useTranslation } from '@/app/i18n';
import { notify } from '@/app/notify';
import { passkeysSupported } from '@/app/passkeys/add-passkey';
import { usePasskeys } from '@/app/passkeys/list-passkeys';
import { AddPasskeyDialog } from '@/ui/AddPasskeyDialog';
import { CurrentPasswordInput, DialogForm } from '@/ui/DialogForm';
import { errorText } from '@/app/wording/error-text';
import { formatDate } from '@/app/wording/format';
import { useRenamePasskey } from '../api/rename-passkey';
import { useRemovePasskey } from '../api/remove-passkey';

type Passkey = PasskeyList['passkeys'][number];

/**
 * The user's passkeys by name (created, last used), added after the password is asked again, renamed, and removed
 * with the password again. In Settings, and in the reviewers' back office.
 */
export function PasskeysCard() {
  const { t } = useTranslation();
  const passkeys = usePasskeys();
  const [adding, addDialog] = useDisclosure(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = passkeysSupported();

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="passkeys-title">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="md">
          <Stack gap={4} style={{ flex: '1 1 260px' }}>
            <Title order={2} fz="h4" id="passkeys-title">
              {t('passkeys.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('passkeys.note')}
            </Text>
          </Stack>
          <Button variant="light" onClick={addDialog.open} disabled={!supported}>
            {t('passkeys.add')}
          </Button>
        </Group>
        {!supported && <Text size="sm">{t('passkeys.unsupported')}</Text>}
        {passkeys.isPending && <Skeleton h={48} />}
        {passkeys.isError && <Alert color="red">{t('settings.refreshError')}</Alert>}
        {passkeys.data?.passkeys.length === 0 && <Text size="sm">{t('passkeys.none')}</Text>}
        {!!passkeys.data?.passkeys.length && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {passkeys.data.passkeys.map((passkey) => (
              <Group component="li" key={passkey.id} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {passkey.deviceName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {passkey.lastUsedAt
                      ? t('passkeys.dates', {
                          created: formatDate(passkey.createdAt),
                          lastUsed: formatDate(passkey.lastUsedAt),
                        })
                      : t('passkeys.datesNeverUsed', { created: formatDate(passkey.createdAt) })}
                  </Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="lg"
                    onClick={() => setRenaming(passkey)}
                    aria-label={t('passkeys.rename', { name: passkey.deviceName })}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    onClick={() => setRemoving(passkey)}
                    aria-label={t('passkeys.remove', { name: passkey.deviceName })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <AddPasskeyDialog
        opened={adding}
        onClose={addDialog.close}
        onAdded={() => {
          addDialog.close();
          notify.success(t('passkeys.added'));
        }}
      />
      {renaming && <RenamePasskeyDialog passkey={renaming} onClose={() => setRenaming(null)} />}
      {removing && <RemovePasskeyDialog passkey={removing} onClose={() => setRemoving(null)} />}
    </Card>
  );
}

function RenamePasskeyDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const [deviceName, setDeviceName] = useState(passkey.deviceName);
  const submit = () =>
    rename.mutate(
      { id: passkey.id, deviceName: deviceName.trim() },
      {
        onSuccess: () => {
          notify.success(t('passkeys.renamed'));
          onClose();
        },
      },
    );
  return (
    <DialogForm
      opened
      title={t('passkeys.renameTitle')}
      onClose={onClose}
      onSubmit={submit}
      refusal={rename.isError ? errorText(rename.error) : null}
      pending={rename.isPending}
      ready={deviceName.trim() !== ''}
      submitLabel={t('passkeys.save')}
    >
      <TextInput
        label={t('passkeys.deviceName')}
        required
        data-autofocus
        maxLength={PASSKEY_NAME_MAX}
        value={deviceName}
        onChange={(event) => setDeviceName(event.currentTarget.value)}
      />
    </DialogForm>
  );
}

function RemovePasskeyDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  const [password, setPassword] = useState('');
  const submit = () =>
    remove.mutate(
      { id: passkey.id, password },
      {
        onSuccess: () => {
          notify.success(t('passkeys.removed'));
          onClose();
        },
      },
    );
  return (
    <DialogForm
      opened
      title={t('passkeys.removeTitle')}
      onClose={onClose}
      onSubmit={submit}
      note={t('passkeys.removeNote', { name: passkey.deviceName })}
      refusal={remove.isError ? errorText(remove.error) : null}
      pending={remove.isPending}
      ready={password !== ''}
      danger
      submitLabel={t('passkeys.removeButton')}
    >
      <CurrentPasswordInput value={password} onChange={setPassword} />
    </DialogForm>
  );
}
