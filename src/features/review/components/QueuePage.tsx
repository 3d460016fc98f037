import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { QUEUE_SEARCH_MAX, type QueueStatus, type QueueType, type ReviewQueueItem } from '@/contract';
import { formatDateTime } from '@/ui/format';
import { useReviewQueue } from '../api/get-review-queue';
import { waitedFor } from '../waiting';
import { Assignment } from './Assignment';
import { KindBadge, StatusBadge } from './StatusBadge';
import { errorText } from '@/ui/error-text';

const STATUS_OPTIONS: Array<{ value: QueueStatus; label: string }> = [
  { value: 'awaiting', label: 'Waiting' },
  { value: 'changesRequested', label: 'Sent back' },
  { value: 'paused', label: 'Paused' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected or failed' },
  { value: 'all', label: 'All submitted' },
];
const TYPE_OPTIONS: Array<{ value: QueueType; label: string }> = [
  { value: 'all', label: 'All types' },
  { value: 'kyc', label: 'KYC' },
  { value: 'kyb', label: 'KYB' },
  { value: 'payment', label: 'Payments' },
];

export interface QueueFilters {
  status: QueueStatus;
  type: QueueType;
  /** Part of the customer's name or email, or an account id or transaction id. */
  q: string;
}

function DetailLink({ item }: { item: ReviewQueueItem }) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => <Link to="/review/$subjectType/$subjectId" params={{ subjectType: item.subjectType, subjectId: item.subjectId }} {...props} />}
    >
      {item.title}
    </Anchor>
  );
}

function QueueTable({ items, now }: { items: ReviewQueueItem[]; now: number }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Review queue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Submitted</Table.Th>
            <Table.Th>Waiting</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Assigned</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={`${item.subjectType}-${item.subjectId}`} data-subject-id={item.subjectId}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.submittedAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="waiting">
                {waitedFor(item.submittedAt, now)}
              </Table.Td>
              <Table.Td>
                <KindBadge kind={item.kind} />
              </Table.Td>
              <Table.Td>
                <DetailLink item={item} />
              </Table.Td>
              <Table.Td>{item.customerEmail}</Table.Td>
              <Table.Td>
                <StatusBadge subjectType={item.subjectType} statusId={item.statusId} statusText={item.statusText} />
              </Table.Td>
              <Table.Td>
                <Assignment subjectType={item.subjectType} subjectId={item.subjectId} assignedTo={item.assignedTo} title={item.title} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function QueueCards({ items, now }: { items: ReviewQueueItem[]; now: number }) {
  return (
    <Stack gap="sm" role="list" aria-label="Review queue">
      {items.map((item) => (
        <Card key={`${item.subjectType}-${item.subjectId}`} withBorder radius="md" padding="sm" role="listitem" data-subject-id={item.subjectId}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <DetailLink item={item} />
              <KindBadge kind={item.kind} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.customerEmail} · {formatDateTime(item.submittedAt)} · <span data-testid="waiting">waiting {waitedFor(item.submittedAt, now)}</span>
            </Text>
            <Group>
              <StatusBadge subjectType={item.subjectType} statusId={item.statusId} statusText={item.statusText} />
            </Group>
            <Assignment subjectType={item.subjectType} subjectId={item.subjectId} assignedTo={item.assignedTo} title={item.title} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** /review: submitted KYC, KYB and payment requests, oldest first, filtered by status and type. */
export function QueuePage({ filters, onFiltersChange }: { filters: QueueFilters; onFiltersChange: (next: QueueFilters) => void }) {
  const [search, setSearch] = useState(filters.q);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debouncedSearch !== filters.q) onFiltersChange({ ...filters, q: debouncedSearch });
  }, [debouncedSearch, filters, onFiltersChange]);
  const queue = useReviewQueue(filters.status, filters.type, filters.q);
  const narrow = useMediaQuery('(max-width: 699.98px)');
  const now = queue.dataUpdatedAt || Date.now();
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Review queue
      </Title>
      <Group gap="sm" align="flex-end" grow={narrow}>
        <TextInput
          label="Search"
          placeholder="Name, email or id"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={QUEUE_SEARCH_MAX}
          leftSection={<IconSearch size={16} aria-hidden />}
          w={{ sm: 260 }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => value && onFiltersChange({ ...filters, status: value as QueueStatus })}
          allowDeselect={false}
          w={{ sm: 220 }}
        />
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          value={filters.type}
          onChange={(value) => value && onFiltersChange({ ...filters, type: value as QueueType })}
          allowDeselect={false}
          w={{ sm: 180 }}
        />
      </Group>
      {queue.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the queue">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={44} radius="sm" />
          ))}
        </Stack>
      ) : queue.isError ? (
        <Alert color="red" title="The queue could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{errorText(queue.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void queue.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : queue.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filters.q ? 'Nothing matches this search.' : 'Nothing here. New submissions appear as customers send them.'}
        </Text>
      ) : narrow ? (
        <QueueCards items={queue.data} now={now} />
      ) : (
        <QueueTable items={queue.data} now={now} />
      )}
    </Stack>
  );
}
