import { Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { InviteForm } from '@/contract';
import { useSession } from '@/app/session';
import { notify } from '@/app/notify';
import { DialogForm } from '@/ui/DialogForm';
import { useDialogForm } from '@/ui/use-dialog-form';
import { useCreateSubProfile } from '../api/create-sub-profile';
import { validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';

/** The product's invite form; the person gets a mail and chooses their own password. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useSession();
  const create = useCreateSubProfile();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { emailAddress: '', firstName: '', lastName: '' },
    validate: validateWith(InviteForm),
  });
  const dialog = useDialogForm(form, {
    send: async (values) => {
      await create.mutateAsync({ parentEmailAddress: current?.userId ?? '', ...values });
      notify.success(t('profiles.invitationSent', { email: values.emailAddress }));
    },
    onClose,
  });

  return (
    <DialogForm
      opened={opened}
      title={t('profiles.inviteTitle')}
      onClose={dialog.close}
      onSubmit={dialog.submit}
      refusal={dialog.refusal}
      pending={create.isPending}
      submitLabel={t('profiles.sendInvitation')}
      note={
        <Text size="sm" c="dimmed">
          {t('profiles.inviteIntro')}
        </Text>
      }
    >
      <TextInput
        label={t('profiles.emailAddress')}
        type="email"
        autoComplete="off"
        required
        data-autofocus
        key={form.key('emailAddress')}
        {...form.getInputProps('emailAddress')}
      />
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('profiles.firstName')}
          required
          miw={160}
          key={form.key('firstName')}
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label={t('profiles.lastName')}
          required
          miw={160}
          key={form.key('lastName')}
          {...form.getInputProps('lastName')}
        />
      </Group>
    </DialogForm>
  );
}
