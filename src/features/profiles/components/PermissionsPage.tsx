import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ApiError, PERMISSION_IDS, type PermissionName, type PermissionStatus } from '@/contract';
import { useSession } from '@/app/session';
import { usePermissions } from '@/app/permissions';
import { notify } from '@/app/notify';
import { errorText } from '@/app/wording/error-text';
import { useProfilePermissions } from '../api/get-profile-permissions';
import { useSaveProfilePermissions } from '../api/save-profile-permissions';
import { useTranslation } from '@/app/i18n';

const PERMISSION_NAMES = Object.keys(PERMISSION_IDS) as PermissionName[];

/** Product §2: the nine permissions of one secondary profile, Yes or No each, saved with 'Save & Update'. */
export function PermissionsPage({ email }: { email: string }) {
  const { t } = useTranslation();
  const current = useSession();
  const { can } = usePermissions();
  const permissions = useProfilePermissions(email);
  const save = useSaveProfilePermissions(email);
  const [changes, setChanges] = useState<Record<number, PermissionStatus>>({});
  const ownProfile = email === current?.userId;

  const statusOf = (permissionId: number) =>
    changes[permissionId] ??
    permissions.data?.userPermissions.find((p) => p.permissionId === permissionId)?.permissionStatus ??
    'No';
  const choose = (permissionId: number, status: PermissionStatus) =>
    setChanges((previous) => ({ ...previous, [permissionId]: status }));

  const submit = () =>
    save.mutate(
      PERMISSION_NAMES.map((name) => ({
        permissionId: PERMISSION_IDS[name],
        permissionStatus: statusOf(PERMISSION_IDS[name]),
      })),
      {
        onSuccess: () => {
          setChanges({});
          notify.success(t('profiles.saved'));
        },
      },
    );

  const notFound = permissions.error instanceof ApiError && [400, 404].includes(permissions.error.status);

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/profiles/secondary-profiles" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} /> {t('profiles.back')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('profiles.permissions')}</Title>
        <Text c="dimmed" style={{ wordBreak: 'break-all' }}>
          {email}
        </Text>
      </Stack>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          {permissions.isPending && (
            <Stack gap="xs" aria-label={t('profiles.loadingPermissions')}>
              {PERMISSION_NAMES.map((name) => (
                <Skeleton key={name} h={32} />
              ))}
            </Stack>
          )}
          {permissions.isError && (
            <Alert color="red">{notFound ? t('profiles.noSuchProfile') : errorText(permissions.error)}</Alert>
          )}
          {ownProfile && <Alert color="blue">{t('profiles.ownPermissions')}</Alert>}
          {save.isError && (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          {permissions.data && (
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('profiles.permission')}</Table.Th>
                  <Table.Th w={72} ta="center">
                    {t('profiles.yes')}
                  </Table.Th>
                  <Table.Th w={72} ta="center">
                    {t('profiles.no')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {PERMISSION_NAMES.map((name) => {
                  const id = PERMISSION_IDS[name];
                  const label = t(`permissionNames.${id}`);
                  const status = statusOf(id);
                  // A secondary profile managing others may only grant what it holds itself (the server checks it too).
                  const yesAllowed = can(name);
                  return (
                    <Table.Tr key={name}>
                      <Table.Td>{label}</Table.Td>
                      <Table.Td>
                        <Checkbox
                          mx="auto"
                          w="fit-content"
                          aria-label={t('profiles.permissionChoice', { permission: label, choice: t('profiles.yes') })}
                          checked={status === 'Yes'}
                          disabled={ownProfile || (!yesAllowed && status !== 'Yes')}
                          onChange={(event) => choose(id, event.currentTarget.checked ? 'Yes' : 'No')}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          mx="auto"
                          w="fit-content"
                          aria-label={t('profiles.permissionChoice', { permission: label, choice: t('profiles.no') })}
                          checked={status === 'No'}
                          disabled={ownProfile || (!yesAllowed && status === 'No')}
                          onChange={(event) => choose(id, event.currentTarget.checked ? 'No' : 'Yes')}
                        />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          {permissions.data && !ownProfile && (
            <Group justify="flex-end">
              <Button onClick={submit} loading={save.isPending}>
                {save.isPending ? t('common.loading') : t('profiles.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
