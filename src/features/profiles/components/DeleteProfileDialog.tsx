import type { SubUserEntry } from '@/contract';
import { notify } from '@/app/notify';
import { ConfirmDeleteDialog } from '@/ui/ConfirmDeleteDialog';
import { errorText } from '@/app/wording/error-text';
import { useDeleteSubProfile } from '../api/delete-sub-profile';
import { useTranslation } from '@/app/i18n';
import { Trans } from '@/app/Trans';

export function DeleteProfileDialog({ entry, onClose }: { entry: SubUserEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteSubProfile();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    entry &&
    remove.mutate(entry.subUser.email, {
      onSuccess: () => {
        notify.success(t('profiles.profileDeleted'));
        close();
      },
    });

  return (
    <ConfirmDeleteDialog
      opened={entry !== null}
      title={t('profiles.deleteTitle')}
      pending={remove.isPending}
      error={remove.isError ? errorText(remove.error) : null}
      onConfirm={confirm}
      onClose={close}
    >
      <Trans
        i18nKey="profiles.deleteQuestion"
        values={{
          name: `${entry?.subUser.firstName ?? ''} ${entry?.subUser.lastName ?? ''}`,
          email: entry?.subUser.email,
        }}
        components={{ b: <b /> }}
      />
    </ConfirmDeleteDialog>
  );
}
