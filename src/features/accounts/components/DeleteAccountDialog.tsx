import { notify } from '@/app/notify';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
import type { AccountRow } from '../accounts-list';
import { errorText } from '@/app/wording/error-text';
import { useDeleteAccount } from '../api/delete-account';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

/** Product §2: a confirmation dialog; a failure shows in a banner inside it. */
export function DeleteAccountDialog({ row, onClose }: { row: AccountRow | null; onClose: () => void }) {
  const { t } = useTranslation();
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
          notify.success(t('accounts.deleted', { name: row.name }));
          close();
        },
      },
    );

  return (
    <ConfirmDeleteDialog
      opened={row !== null}
      title={t('accounts.deleteTitle')}
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={confirm}
      onClose={close}
    >
      <Trans
        i18nKey={row?.kind === 'corporate' ? 'accounts.deleteCorporate' : 'accounts.deleteIndividual'}
        values={{ name: row?.name }}
        components={{ b: <b /> }}
      />
    </ConfirmDeleteDialog>
  );
}
