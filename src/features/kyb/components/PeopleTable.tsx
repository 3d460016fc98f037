import { ActionIcon, Alert, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { BusinessPersonFormValues } from '@/contract';
import { totalShares } from '../people';
import { useTranslation, type Translate } from '@/app/i18n';

export interface PeopleTableProps {
  people: BusinessPersonFormValues[];
  disabled: boolean;
  onEdit: (person: BusinessPersonFormValues) => void;
  onRemove: (person: BusinessPersonFormValues) => void;
}

const fullName = (person: BusinessPersonFormValues) => `${person.firstName} ${person.lastName}`;

function Roles({ person }: { person: BusinessPersonFormValues }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      {person.isDirectorInfo && (
        <Badge variant="light">
          {person.directorRole ? t('kybPeople.directorAs', { role: person.directorRole }) : t('kybPeople.director')}
        </Badge>
      )}
      {person.isShareholderInfo && (
        <Badge variant="light" color="teal">
          {t('kybPeople.shareholder')}
        </Badge>
      )}
    </Group>
  );
}

function Actions({
  person,
  disabled,
  onEdit,
  onRemove,
}: Omit<PeopleTableProps, 'people'> & { person: BusinessPersonFormValues }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('kybPeople.edit')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('kybPeople.editPerson', { name: fullName(person) })}
          disabled={disabled}
          onClick={() => onEdit(person)}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t('kybPeople.remove')}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('kybPeople.removePerson', { name: fullName(person) })}
          disabled={disabled}
          onClick={() => onRemove(person)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const sharesText = (t: Translate, person: BusinessPersonFormValues) =>
  person.isShareholderInfo ? t('kybPeople.percent', { value: person.numberOfShares }) : '—';

/**
 * The working list of directors and shareholders with their roles and shares (beyond the product description): a table on wide
 * screens, one card a person under 500 px; and a warning when the shares add up to more than 100%.
 */
export function PeopleTable({ people, disabled, onEdit, onRemove }: PeopleTableProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 499.98px)');
  if (people.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('kybPeople.none')}
      </Text>
    );
  }
  const total = totalShares(people);
  const actions = { disabled, onEdit, onRemove };
  return (
    <>
      {narrow ? (
        <Stack gap="xs" role="list" aria-label={t('kybPeople.list')}>
          {people.map((person) => (
            <Paper key={person.id} withBorder radius="md" p="sm" role="listitem">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="sm" fw={500}>
                    {fullName(person)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {person.email}
                  </Text>
                </div>
                <Actions person={person} {...actions} />
              </Group>
              <Group justify="space-between" mt="xs">
                <Roles person={person} />
                <Text size="sm">{sharesText(t, person)}</Text>
              </Group>
            </Paper>
          ))}
          <Text size="sm" fw={600}>
            {t('kybPeople.sharesHeldTotal', { total })}
          </Text>
        </Stack>
      ) : (
        <Table verticalSpacing="sm" striped aria-label={t('kybPeople.list')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('kybPeople.name')}</Table.Th>
              <Table.Th>{t('kybPeople.roles')}</Table.Th>
              <Table.Th ta="right">{t('kybPeople.shares')}</Table.Th>
              <Table.Th w={90}>
                <VisuallyHidden>{t('kybPeople.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {people.map((person) => (
              <Table.Tr key={person.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {fullName(person)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {person.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Roles person={person} />
                </Table.Td>
                <Table.Td ta="right">{sharesText(t, person)}</Table.Td>
                <Table.Td>
                  <Actions person={person} {...actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>{t('kybPeople.sharesHeld')}</Table.Th>
              <Table.Th ta="right">{t('kybPeople.percent', { value: total })}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
      {total > 100 && (
        <Alert color="yellow" role="alert" title={t('kybPeople.overHundredTitle')}>
          {t('kybPeople.overHundred', { total })}
        </Alert>
      )}
    </>
  );
}
