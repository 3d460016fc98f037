import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { SubUserEntry } from '@/contract';
import { useSession } from '@/app/session';
import { usePermissions } from '@/app/permissions';
import { formatDate } from '@/app/wording/format';
import { referenceName } from '@/app/wording/reference-names';
import { errorText } from '@/app/wording/error-text';
import { useSecondaryProfiles } from '../api/get-secondary-profiles';
import { InviteDialog } from './InviteDialog';
import { DeleteProfileDialog } from './DeleteProfileDialog';
import { useTranslation } from '@/app/i18n';

const fullName = (entry: SubUserEntry) => `${entry.subUser.firstName} ${entry.subUser.lastName}`;
const countryText = ({ subUser: { country } }: SubUserEntry) =>
  country.countryCode ? referenceName('countries', country.countryCode, country.country) : country.country;

function StatusBadge({ entry }: { entry: SubUserEntry }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={entry.invitationAccepted ? 'green' : 'yellow'}>
      {entry.invitationAccepted ? t('profiles.joined') : t('profiles.invited')}
    </Badge>
  );
}

function ProfileActions({
  entry,
  canDelete,
  onDelete,
}: {
  entry: SubUserEntry;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const name = fullName(entry);
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button
        renderRoot={(props) => (
          <Link {...props} to="/profiles/secondary-profiles/$id" params={{ id: entry.subUser.email }} />
        )}
        size="xs"
        variant="light"
        aria-label={t('profiles.permissionsOf', { name })}
      >
        {t('profiles.permissions')}
      </Button>
      {canDelete && (
        <Tooltip label={t('profiles.deleteProfile')}>
          <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('profiles.deleteNamed', { name })}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

export function SecondaryProfilesPage() {
  const { t } = useTranslation();
  const current = useSession();
  const { can } = usePermissions();
  const profiles = useSecondaryProfiles(current?.userId ?? '');
  const [inviteOpen, inviteDialog] = useDisclosure(false);
  const [deleting, setDeleting] = useState<SubUserEntry | null>(null);
  const requestCount = profiles.data?.requestCount ?? 0;
  const canDelete = (entry: SubUserEntry) => can('deleteSubProfile') && entry.subUser.email !== current?.userId;

  return (
    <Stack gap="lg" maw={1000}>
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t('profiles.title')}</Title>
          <Text c="dimmed">{t('profiles.intro')}</Text>
        </Stack>
        {can('createSubProfile') && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={inviteDialog.open}>
            {t('profiles.create')}
          </Button>
        )}
      </Group>

      <Card withBorder padding="lg" radius="md">
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={2} fz="h4">
              {t('profiles.list')}
            </Title>
            {profiles.data && (
              <Badge variant="light" color={requestCount > 0 ? 'yellow' : 'gray'}>
                {t('profiles.pending', { count: requestCount })}
              </Badge>
            )}
          </Group>
          {profiles.isPending && (
            <Stack gap="xs" aria-label={t('profiles.loading')}>
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} h={36} />
              ))}
            </Stack>
          )}
          {profiles.isError && <Alert color="red">{errorText(profiles.error)}</Alert>}
          {profiles.data?.subUsers.length === 0 && <Text c="dimmed">{t('profiles.none')}</Text>}
          {profiles.data && profiles.data.subUsers.length > 0 && (
            <Stack gap={0} hiddenFrom="sm">
              {profiles.data.subUsers.map((entry) => (
                <Stack
                  key={entry.subId}
                  gap={6}
                  py="sm"
                  style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} truncate>
                      {fullName(entry)}
                    </Text>
                    <StatusBadge entry={entry} />
                  </Group>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {entry.subUser.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('profiles.since', { country: countryText(entry), date: formatDate(entry.entryDate) })}
                  </Text>
                  <ProfileActions entry={entry} canDelete={canDelete(entry)} onDelete={() => setDeleting(entry)} />
                </Stack>
              ))}
            </Stack>
          )}
          {profiles.data && profiles.data.subUsers.length > 0 && (
            <Table.ScrollContainer minWidth={760} visibleFrom="sm">
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('profiles.name')}</Table.Th>
                    <Table.Th>{t('profiles.email')}</Table.Th>
                    <Table.Th>{t('profiles.country')}</Table.Th>
                    <Table.Th>{t('profiles.entryDate')}</Table.Th>
                    <Table.Th>{t('profiles.status')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('profiles.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {profiles.data.subUsers.map((entry) => (
                    <Table.Tr key={entry.subId}>
                      <Table.Td fw={600}>{fullName(entry)}</Table.Td>
                      <Table.Td>{entry.subUser.email}</Table.Td>
                      <Table.Td>{countryText(entry)}</Table.Td>
                      <Table.Td>{formatDate(entry.entryDate)}</Table.Td>
                      <Table.Td>
                        <StatusBadge entry={entry} />
                      </Table.Td>
                      <Table.Td>
                        <ProfileActions
                          entry={entry}
                          canDelete={canDelete(entry)}
                          onDelete={() => setDeleting(entry)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>

      <InviteDialog opened={inviteOpen} onClose={inviteDialog.close} />
      <DeleteProfileDialog entry={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
