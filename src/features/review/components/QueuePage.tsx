import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import {
  QUEUE_SEARCH_MAX,
  QUEUE_STATUSES,
  QUEUE_TYPES,
  type QueueStatus,
  type QueueType,
  type ReviewQueueItem,
} from '@/contract';
import { formatDateTime } from '@/app/wording/format';
import { useReviewQueue } from '../api/get-review-queue';
import { nameSubject } from '../name-labels';
import { waitedFor } from '../waiting';
import { Assignment } from './Assignment';
import { KindBadge, StatusBadge } from './StatusBadge';
import { errorText } from '@/app/wording/error-text';
import { useTranslation } from '@/app/i18n';
import { useNarrowList } from '@/ui/use-narrow-list';

export interface QueueFilters {
  status: QueueStatus;
  type: QueueType;
  /** Part of the customer's name or email, or an account id or transaction id. */
  q: string;
}

function DetailLink({ item }: { item: ReviewQueueItem }) {
  const { t } = useTranslation();
  return (
    <Anchor
      fw={600}
      renderRoot={(props) => (
        <Link
          to="/review/$subjectType/$subjectId"
          params={{ subjectType: item.subjectType, subjectId: item.subjectId }}
          {...props}
        />
      )}
    >
      {nameSubject(t, item)}
    </Anchor>
  );
}

function QueueTable({ items, now }: { items: ReviewQueueItem[]; now: number }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('review.queueTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('review.columns.submitted')}</Table.Th>
            <Table.Th>{t('review.columns.waiting')}</Table.Th>
            <Table.Th>{t('review.columns.type')}</Table.Th>
            <Table.Th>{t('review.columns.subject')}</Table.Th>
            <Table.Th>{t('review.columns.customer')}</Table.Th>
            <Table.Th>{t('review.columns.status')}</Table.Th>
            <Table.Th>{t('review.columns.assigned')}</Table.Th>
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
                <StatusBadge
                  subjectType={item.subjectType}
                  statusId={item.statusId}
                  statusText={item.statusText}
                  revisionState={item.revisionState}
                />
              </Table.Td>
              <Table.Td>
                <Assignment
                  subjectType={item.subjectType}
                  subjectId={item.subjectId}
                  assignedTo={item.assignedTo}
                  title={nameSubject(t, item)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function QueueCards({ items, now }: { items: ReviewQueueItem[]; now: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="list" aria-label={t('review.queueTitle')}>
      {items.map((item) => (
        <Card
          key={`${item.subjectType}-${item.subjectId}`}
          withBorder
          radius="md"
          padding="sm"
          role="listitem"
          data-subject-id={item.subjectId}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <DetailLink item={item} />
              <KindBadge kind={item.kind} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.customerEmail} · {formatDateTime(item.submittedAt)} ·{' '}
              <span data-testid="waiting">{t('review.waitingFor', { time: waitedFor(item.submittedAt, now) })}</span>
            </Text>
            <Group>
              <StatusBadge
                subjectType={item.subjectType}
                statusId={item.statusId}
                statusText={item.statusText}
                revisionState={item.revisionState}
              />
            </Group>
            <Assignment
              subjectType={item.subjectType}
              subjectId={item.subjectId}
              assignedTo={item.assignedTo}
              title={nameSubject(t, item)}
            />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** /review: submitted KYC, KYB and payment requests, oldest first, filtered by status and type. */
export function QueuePage({
  filters,
  onFiltersChange,
}: {
  filters: QueueFilters;
  onFiltersChange: (next: QueueFilters) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filters.q);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  useEffect(() => {
    if (debouncedSearch !== filters.q) onFiltersChange({ ...filters, q: debouncedSearch });
  }, [debouncedSearch, filters, onFiltersChange]);
  const queue = useReviewQueue(filters.status, filters.type, filters.q);
  const narrow = useNarrowList();
  // The waits are counted to when the queue was read (rows show only once it was).
  const now = queue.dataUpdatedAt;
  const searchField = (
    <TextInput
      label={t('review.search')}
      placeholder={t('review.searchPlaceholder')}
      value={search}
      onChange={(event) => setSearch(event.currentTarget.value)}
      maxLength={QUEUE_SEARCH_MAX}
      leftSection={<IconSearch size={16} aria-hidden />}
      w={{ sm: 260 }}
    />
  );
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('review.queueTitle')}
      </Title>
      {/* On a phone the search has its own line: three fields side by side cut the filters' words ("En atter"). */}
      {narrow && searchField}
      <Group gap="sm" align="flex-end" grow={narrow}>
        {!narrow && searchField}
        <Select
          label={t('review.status')}
          data={QUEUE_STATUSES.map((value) => ({ value, label: t(`review.statusFilters.${value}`) }))}
          value={filters.status}
          onChange={(value) => value && onFiltersChange({ ...filters, status: value as QueueStatus })}
          allowDeselect={false}
          w={{ sm: 220 }}
        />
        <Select
          label={t('review.type')}
          data={QUEUE_TYPES.map((value) => ({ value, label: t(`review.typeFilters.${value}`) }))}
          value={filters.type}
          onChange={(value) => value && onFiltersChange({ ...filters, type: value as QueueType })}
          allowDeselect={false}
          w={{ sm: 180 }}
        />
      </Group>
      {queue.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('review.loadingQueue')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={44} radius="sm" />
          ))}
        </Stack>
      ) : queue.isError ? (
        <Alert color="red" title={t('review.queueNotLoaded')}>
          <Group justify="space-between">
            <Text size="sm">{errorText(queue.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void queue.refetch()}>
              {t('review.tryAgain')}
            </Button>
          </Group>
        </Alert>
      ) : queue.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {filters.q ? t('review.noMatch') : t('review.emptyQueue')}
        </Text>
      ) : narrow ? (
        <QueueCards items={queue.data} now={now} />
      ) : (
        <QueueTable items={queue.data} now={now} />
      )}
    </Stack>
  );
}
