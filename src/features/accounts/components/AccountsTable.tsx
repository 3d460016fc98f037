import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCreditCard, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { statusKind, type AccountStatusKind } from '@/contract';
import { formatDate } from '@/app/wording/format';
import { formatBytes } from '@/ui/FileField';
import type { UploadTotals } from '@/offline';
import type { AccountRow } from '../accounts-list';
import { referenceName } from '@/app/wording/reference-names';
import { useTranslation } from '@/app/i18n';

/** Product §4: pending and active show in distinct colours. */
const STATUS_COLOR: Record<AccountStatusKind, string> = {
  pending: 'yellow',
  active: 'green',
  incomplete: 'gray',
  rejected: 'red',
  changesRequested: 'orange',
};

export interface AccountActions {
  onAddPaymentMethod: (row: AccountRow) => void;
  /** Absent when the user may not delete accounts. */
  onDelete?: (row: AccountRow) => void;
  canEdit: boolean;
  /** The reviewers' reason for the account's status (changes requested, rejected), when there is one. */
  reviewReason: (accountId: number) => string | undefined;
  /** The KYC or KYB tab the edit link opens: the first step the reviewers asked to change, else the first. */
  editTab: (accountId: number) => number;
  /** What a step of the account still has to upload, when it has documents on their way. */
  uploading: (accountId: number) => UploadTotals | undefined;
  /** Beside an approved status: where the customer's changes to the account stand. */
  revisionNote: (row: AccountRow) => { text: string; color: string; reason?: string } | undefined;
}

function StatusBadge({
  row,
  reason,
  note,
  uploading,
}: {
  row: AccountRow;
  reason?: string;
  note?: { text: string; color: string; reason?: string };
  uploading?: UploadTotals;
}) {
  const { t } = useTranslation();
  const kind = statusKind(row.statusId);
  const shownReason = note ? note.reason : (kind === 'changesRequested' || kind === 'rejected') && reason;
  return (
    <Stack gap={2} align="flex-start">
      <Group gap={4}>
        <Badge variant="light" color={STATUS_COLOR[kind]} data-status-id={row.statusId}>
          {t(`accountStatus.${kind}`)}
        </Badge>
        {note && (
          <Badge
            variant="outline"
            color={note.color}
            data-testid="revision-note"
            h="auto"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            {note.text}
          </Badge>
        )}
      </Group>
      {shownReason && (
        <Text size="xs" c="dimmed" lineClamp={2} maw={260} title={shownReason}>
          {shownReason}
        </Text>
      )}
      {kind === 'pending' && !note && !uploading && (
        <Text size="xs" c="dimmed" maw={260} data-pending-next>
          {t('accounts.pendingNext')}
        </Text>
      )}
      {uploading && (
        <Text size="xs" c="dimmed" data-uploading>
          {t('accounts.sendingDocuments', { size: formatBytes(uploading.bytesLeft) })}
        </Text>
      )}
    </Stack>
  );
}

/** The row link: to the KYC or KYB edit page (disabled while the account is pending: status 1 or 10). */
function EditLink({ row, variant, tab }: { row: AccountRow; variant: 'name' | 'button'; tab: number }) {
  const { t } = useTranslation();
  const id = String(row.accountId);
  const look =
    variant === 'name'
      ? ({ fw: 600 } as const)
      : ({
          size: 'compact-sm',
          variant: 'light',
          leftSection: <IconPencil size={14} />,
          'aria-label': t('accounts.editName', { name: row.name }),
        } as const);
  const Root = variant === 'name' ? Anchor : Button;
  const text = variant === 'name' ? row.name : t('common.edit');
  return (
    <Root
      {...look}
      renderRoot={(props) =>
        row.kind === 'individual' ? (
          <Link to="/accounts/kyc/$id" params={{ id }} search={{ activeKycTab: tab }} {...props} />
        ) : (
          <Link to="/accounts/kyb/$id" params={{ id }} search={{ activeKybTab: tab }} {...props} />
        )
      }
    >
      {text}
    </Root>
  );
}

function NameLink({ row, canEdit, editTab }: { row: AccountRow } & Pick<AccountActions, 'canEdit' | 'editTab'>) {
  const { t } = useTranslation();
  if (row.locked || !canEdit) {
    return (
      <Tooltip label={t('accounts.lockedHint')} disabled={!row.locked}>
        <Text fw={600} span aria-disabled="true">
          {row.name}
        </Text>
      </Tooltip>
    );
  }
  return <EditLink row={row} variant="name" tab={editTab(row.accountId)} />;
}

function RowActions({ row, onAddPaymentMethod, onDelete, canEdit, editTab }: AccountActions & { row: AccountRow }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap" justify="flex-end">
      {canEdit && !row.locked ? (
        <EditLink row={row} variant="button" tab={editTab(row.accountId)} />
      ) : (
        <Tooltip label={t('accounts.lockedHint')} disabled={!row.locked}>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} />}
            disabled
            aria-label={t('accounts.editName', { name: row.name })}
          >
            {t('common.edit')}
          </Button>
        </Tooltip>
      )}
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconCreditCard size={14} />}
        // Its words wrap rather than being cut where they outgrow the row (French, on a 360 px phone).
        h="auto"
        mih={26}
        py={4}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.3 } }}
        onClick={() => onAddPaymentMethod(row)}
        aria-label={t('accounts.addPaymentMethodTo', { name: row.name })}
      >
        {t('paymentMethod.title')}
      </Button>
      {onDelete && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => onDelete(row)}
          aria-label={t('accounts.deleteName', { name: row.name })}
        >
          {t('common.delete')}
        </Button>
      )}
    </Group>
  );
}

/** One accounts list: a table on wide screens, cards on narrow ones (the product's 500 px breakpoint). */
export function AccountsTable({
  rows,
  statusLabel,
  label,
  ...actions
}: AccountActions & { rows: AccountRow[]; statusLabel: string; label: string }) {
  const narrow = useMediaQuery('(max-width: 500px)');
  const { t } = useTranslation();
  const dateText = (row: AccountRow) => (row.date ? formatDate(row.date) : t('accounts.inProgress'));
  const countryText = (row: AccountRow) =>
    row.countryCode ? referenceName('countries', row.countryCode, row.country) : row.country;
  if (narrow) {
    return (
      <Stack gap="sm" aria-label={label} role="list">
        {rows.map((row) => (
          <Card key={row.accountId} withBorder radius="md" padding="sm" role="listitem" data-account-id={row.accountId}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <NameLink row={row} canEdit={actions.canEdit} editTab={actions.editTab} />
                <StatusBadge
                  row={row}
                  reason={actions.reviewReason(row.accountId)}
                  note={actions.revisionNote(row)}
                  uploading={actions.uploading(row.accountId)}
                />
              </Group>
              <Text size="sm" c="dimmed">
                {countryText(row)} · {dateText(row)}
              </Text>
              <RowActions row={row} {...actions} />
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('accounts.name')}</Table.Th>
            <Table.Th>{t('accounts.country')}</Table.Th>
            <Table.Th>{statusLabel}</Table.Th>
            <Table.Th>{t('accounts.date')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('accounts.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.accountId} data-account-id={row.accountId}>
              <Table.Td>
                <NameLink row={row} canEdit={actions.canEdit} editTab={actions.editTab} />
              </Table.Td>
              <Table.Td>{countryText(row)}</Table.Td>
              <Table.Td>
                <StatusBadge
                  row={row}
                  reason={actions.reviewReason(row.accountId)}
                  note={actions.revisionNote(row)}
                  uploading={actions.uploading(row.accountId)}
                />
              </Table.Td>
              <Table.Td>{dateText(row)}</Table.Td>
              <Table.Td>
                <RowActions row={row} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
