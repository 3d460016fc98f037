import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notify } from '@/app/notify';
import type { AccountRow } from '../accounts-list';
import { errorText } from '../error-text';
import { useDeleteAccount } from '../api/delete-account';

/** SPEC 2: a confirmation dialog; a failure shows in a banner inside it. */
export function DeleteAccountDialog({ row, onClose }: { row: AccountRow | null; onClose: () => void }) {
  const remove = useDeleteAccount();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    row &&
    remove.mutate(
      { kind: row.kind, accountId: row.accountId },
      {
        onSuccess: () => {
          notify.success(`${row.name} was deleted.`);
          close();
        },
      },
    );

  return (
    <Modal opened={row !== null} onClose={close} title="Delete account" centered>
      <Stack gap="md">
        {remove.isError && (
          <Alert color="red" role="alert">
            {errorText(remove.error)}
          </Alert>
        )}
        <Text>
          Delete the {row?.kind === 'corporate' ? 'corporate' : 'individual'} account <b>{row?.name}</b> with its documents? This cannot be undone.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {remove.isPending ? 'Loading...' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
