import { ApiError, GENERIC_ERROR, type SubUserEntry } from '@/contract';
import { notify } from '@/app/notify';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      opened={entry !== null}
      title="Delete secondary profile"
      pending={remove.isPending}
      error={remove.isError ? (remove.error instanceof ApiError ? remove.error.errorMessage : GENERIC_ERROR) : null}
      onConfirm={confirm}
      onClose={close}
    >
      Delete the profile of{' '}
      <b>
        {entry?.subUser.firstName} {entry?.subUser.lastName}
      </b>{' '}
      ({entry?.subUser.email})? They are signed out and can no longer sign in.
    </ConfirmDeleteDialog>
  );
}
