import { ActionIcon, Alert, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { BusinessPersonFormValues } from '@/contract';
import { totalShares } from '../people';

export interface PeopleTableProps {
  people: BusinessPersonFormValues[];
  disabled: boolean;
  onEdit: (person: BusinessPersonFormValues) => void;
  onRemove: (person: BusinessPersonFormValues) => void;
}

const fullName = (person: BusinessPersonFormValues) => `${person.firstName} ${person.lastName}`;

function Roles({ person }: { person: BusinessPersonFormValues }) {
  return (
    <Group gap={6}>
      {person.isDirectorInfo && <Badge variant="light">Director{person.directorRole ? `: ${person.directorRole}` : ''}</Badge>}
      {person.isShareholderInfo && (
        <Badge variant="light" color="teal">
          Shareholder
        </Badge>
      )}
    </Group>
  );
}

function Actions({ person, disabled, onEdit, onRemove }: Omit<PeopleTableProps, 'people'> & { person: BusinessPersonFormValues }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${fullName(person)}`} disabled={disabled} onClick={() => onEdit(person)}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Remove">
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${fullName(person)}`} disabled={disabled} onClick={() => onRemove(person)}>
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const sharesText = (person: BusinessPersonFormValues) => (person.isShareholderInfo ? `${person.numberOfShares}%` : '—');

/**
 * The working list of directors and shareholders with their roles and shares (beyond the product description): a table on wide
 * screens, one card a person under 500 px; and a warning when the shares add up to more than 100%.
 */
export function PeopleTable({ people, disabled, onEdit, onRemove }: PeopleTableProps) {
  const narrow = useMediaQuery('(max-width: 499.98px)');
  if (people.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No directors or shareholders yet. Add at least one director.
      </Text>
    );
  }
  const total = totalShares(people);
  const actions = { disabled, onEdit, onRemove };
  return (
    <>
      {narrow ? (
        <Stack gap="xs" role="list" aria-label="Directors and shareholders">
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
                <Text size="sm">{sharesText(person)}</Text>
              </Group>
            </Paper>
          ))}
          <Text size="sm" fw={600}>
            Shares held by the shareholders: {total}%
          </Text>
        </Stack>
      ) : (
        <Table verticalSpacing="sm" striped aria-label="Directors and shareholders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Roles</Table.Th>
              <Table.Th ta="right">Shares</Table.Th>
              <Table.Th w={90}>
                <VisuallyHidden>Actions</VisuallyHidden>
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
                <Table.Td ta="right">{sharesText(person)}</Table.Td>
                <Table.Td>
                  <Actions person={person} {...actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>Shares held by the shareholders</Table.Th>
              <Table.Th ta="right">{total}%</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
      {total > 100 && (
        <Alert color="yellow" role="alert" title="Shares add up to more than 100%">
          The shareholders hold {total}% together. Check the number of shares of each shareholder.
        </Alert>
      )}
    </>
  );
}
