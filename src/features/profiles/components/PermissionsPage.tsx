import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { ApiError, GENERIC_ERROR, PERMISSION_IDS, PERMISSION_LABELS, type PermissionName, type PermissionStatus } from '@/contract';
import { useSession } from '@/app/session';
import { usePermissions } from '@/app/permissions';
import { notify } from '@/app/notify';
import { useProfilePermissions } from '../api/get-profile-permissions';
import { useSaveProfilePermissions } from '../api/save-profile-permissions';

const PERMISSION_NAMES = Object.keys(PERMISSION_IDS) as PermissionName[];

/** Product §2: the nine permissions of one secondary profile, Yes or No each, saved with 'Save & Update'. */
export function PermissionsPage({ email }: { email: string }) {
  const current = useSession();
  const { can } = usePermissions();
  const permissions = useProfilePermissions(email);
  const save = useSaveProfilePermissions(email);
  const [changes, setChanges] = useState<Record<number, PermissionStatus>>({});
  const ownProfile = email === current?.userId;

  const statusOf = (permissionId: number) =>
    changes[permissionId] ?? permissions.data?.userPermissions.find((p) => p.permissionId === permissionId)?.permissionStatus ?? 'No';
  const choose = (permissionId: number, status: PermissionStatus) => setChanges((previous) => ({ ...previous, [permissionId]: status }));

  const submit = () =>
    save.mutate(
      PERMISSION_NAMES.map((name) => ({ permissionId: PERMISSION_IDS[name], permissionStatus: statusOf(PERMISSION_IDS[name]) })),
      {
        onSuccess: () => {
          setChanges({});
          notify.success('Permissions updated.');
        },
      },
    );

  const notFound = permissions.error instanceof ApiError && [400, 404].includes(permissions.error.status);

  return (
    <Stack gap="lg" maw={720}>
      <Anchor component={Link} to="/profiles/secondary-profiles" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} /> Secondary profiles
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>Permissions</Title>
        <Text c="dimmed" style={{ wordBreak: 'break-all' }}>
          {email}
        </Text>
      </Stack>
      <Card withBorder padding="lg" radius="md">
        <Stack gap="md">
          {permissions.isPending && (
            <Stack gap="xs" aria-label="Loading permissions">
              {PERMISSION_NAMES.map((name) => (
                <Skeleton key={name} h={32} />
              ))}
            </Stack>
          )}
          {permissions.isError && (
            <Alert color="red">
              {notFound ? 'No secondary profile with this email.' : permissions.error instanceof ApiError ? permissions.error.errorMessage : GENERIC_ERROR}
            </Alert>
          )}
          {ownProfile && <Alert color="blue">These are your own permissions. Only the account owner can change them.</Alert>}
          {save.isError && (
            <Alert color="red" role="alert">
              {save.error instanceof ApiError ? save.error.errorMessage : GENERIC_ERROR}
            </Alert>
          )}
          {permissions.data && (
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Permission</Table.Th>
                  <Table.Th w={72} ta="center">
                    Yes
                  </Table.Th>
                  <Table.Th w={72} ta="center">
                    No
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {PERMISSION_NAMES.map((name) => {
                  const id = PERMISSION_IDS[name];
                  const label = PERMISSION_LABELS[id];
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
                          aria-label={`${label}: Yes`}
                          checked={status === 'Yes'}
                          disabled={ownProfile || (!yesAllowed && status !== 'Yes')}
                          onChange={(event) => choose(id, event.currentTarget.checked ? 'Yes' : 'No')}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Checkbox
                          mx="auto"
                          w="fit-content"
                          aria-label={`${label}: No`}
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
                {save.isPending ? 'Loading...' : 'Save & Update'}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
