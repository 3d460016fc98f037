import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { InviteForm } from '@/contract';
import { useSession } from '@/app/session';
import { notify } from '@/app/notify';
import { useRefusal } from '@/ui/use-refusal';
import { useCreateSubProfile } from '../api/create-sub-profile';
import { validateWith } from '@/app/wording/form-validation';
import { useTranslation } from '@/app/i18n';

const EMPTY = { emailAddress: '', firstName: '', lastName: '' };

/** The product's invite form; the person gets a mail and chooses their own password. */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const current = useSession();
  const create = useCreateSubProfile();
  const form = useForm({ mode: 'uncontrolled', initialValues: EMPTY, validate: validateWith(InviteForm) });
  const refusal = useRefusal(form);

  const close = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    refusal.clear();
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    refusal.clear();
    try {
      await create.mutateAsync({ parentEmailAddress: current?.userId ?? '', ...values });
      notify.success(t('profiles.invitationSent', { email: values.emailAddress }));
      close();
    } catch (failure) {
      refusal.show(failure);
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('profiles.inviteTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('profiles.inviteIntro')}
          </Text>
          {refusal.text && (
            <Alert color="red" role="alert">
              {refusal.text}
            </Alert>
          )}
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
            <TextInput label={t('profiles.firstName')} required miw={160} key={form.key('firstName')} {...form.getInputProps('firstName')} />
            <TextInput label={t('profiles.lastName')} required miw={160} key={form.key('lastName')} {...form.getInputProps('lastName')} />
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? t('common.loading') : t('profiles.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
