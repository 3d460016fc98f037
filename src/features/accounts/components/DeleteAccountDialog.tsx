import { notify } from '@/app/notify';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
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
    <ConfirmDeleteDialog
      opened={row !== null}
      title="Delete account"
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={confirm}
      onClose={close}
    >
      Delete the {row?.kind === 'corporate' ? 'corporate' : 'individual'} account <b>{row?.name}</b> with its documents? This cannot be undone.
    </ConfirmDeleteDialog>
  );
}
