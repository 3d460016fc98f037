import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiError, GENERIC_ERROR, type SubUserEntry } from '@/contract';
import { notify } from '@/app/notify';
import { useDeleteSubProfile } from '../api/delete-sub-profile';

export function DeleteProfileDialog({ entry, onClose }: { entry: SubUserEntry | null; onClose: () => void }) {
  const remove = useDeleteSubProfile();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    entry &&
    remove.mutate(entry.subUser.email, {
      onSuccess: (result) => {
        notify.success(result.message);
        close();
      },
    });

  return (
    <Modal opened={entry !== null} onClose={close} title="Delete secondary profile" centered>
      <Stack gap="md">
        {remove.isError && (
          <Alert color="red" role="alert">
            {remove.error instanceof ApiError ? remove.error.errorMessage : GENERIC_ERROR}
          </Alert>
        )}
        <Text>
          Delete the profile of{' '}
          <b>
            {entry?.subUser.firstName} {entry?.subUser.lastName}
          </b>{' '}
          ({entry?.subUser.email})? They are signed out and can no longer sign in.
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
