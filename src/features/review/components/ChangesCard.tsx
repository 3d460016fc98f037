import { Alert, Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReviewChanges, ReviewDocument, ReviewDocumentChange, ReviewFieldChange } from '@/contract';
import { nameChangedSection, nameDocument, nameField, nameValue } from '../name-labels';
import { DocumentPreview } from './DocumentPreview';
import { useTranslation } from '@/app/i18n';
import { useNarrowList } from '@/ui/use-narrow-list';

function Side({ title, document }: { title: string; document: ReviewDocument | null }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {title}
      </Text>
      {document ? <DocumentPreview document={document} /> : <Text size="sm">—</Text>}
    </Stack>
  );
}

function DocumentChange({ change }: { change: ReviewDocumentChange }) {
  const { t } = useTranslation();
  return (
    <Box data-document-change={change.change}>
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={600}>
          {nameChangedSection(t, change)}:{' '}
          {nameDocument(t, { ...change, identificationTypeId: (change.after ?? change.before)?.identificationTypeId })}
        </Text>
        <Badge variant="light" size="sm">
          {t(`review.documentChanges.${change.change}`)}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Side title={t('review.before')} document={change.before} />
        <Side title={t('review.after')} document={change.after} />
      </SimpleGrid>
    </Box>
  );
}

function FieldName({ change }: { change: ReviewFieldChange }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" fw={600}>
        {nameField(t, change)}
      </Text>
      <Text size="xs" c="dimmed">
        {nameChangedSection(t, change)}
      </Text>
    </>
  );
}

function OldValue({ change }: { change: ReviewFieldChange }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" td="line-through" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {nameValue(t, change.before, change.beforeRaw)}
    </Text>
  );
}

function NewValue({ change }: { change: ReviewFieldChange }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
      {nameValue(t, change.after, change.afterRaw)}
    </Text>
  );
}

/** Old and new in columns on a wide screen. */
function FieldChangesTable({ fields }: { fields: ReviewFieldChange[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing={6} aria-label={t('review.changedFields')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('review.field')}</Table.Th>
          <Table.Th>{t('review.before')}</Table.Th>
          <Table.Th>{t('review.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {fields.map((change) => (
          <Table.Tr key={`${change.section}-${change.label}`} data-changed-field={change.label}>
            <Table.Td>
              <FieldName change={change} />
            </Table.Td>
            <Table.Td>
              <OldValue change={change} />
            </Table.Td>
            <Table.Td>
              <NewValue change={change} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone, each field with its old value above the new one: three columns would hide the new one sideways. */
function FieldChangesList({ fields }: { fields: ReviewFieldChange[] }) {
  const { t } = useTranslation();
  const labelled = (label: string, value: React.ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" miw={48}>
        {label}
      </Text>
      {value}
    </Group>
  );
  return (
    <Stack gap={0} component="ul" aria-label={t('review.changedFields')} p={0} m={0} style={{ listStyle: 'none' }}>
      {fields.map((change) => (
        <Box
          component="li"
          key={`${change.section}-${change.label}`}
          data-changed-field={change.label}
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <FieldName change={change} />
          {labelled(t('review.before'), <OldValue change={change} />)}
          {labelled(t('review.after'), <NewValue change={change} />)}
        </Box>
      ))}
    </Stack>
  );
}

/** What changed since the last decision: fields old → new in words, documents side by side. */
export function ChangesCard({ changes }: { changes: ReviewChanges }) {
  const { t } = useTranslation();
  const narrow = useNarrowList();
  const none = changes.fields.length === 0 && changes.documents.length === 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('review.whatChanged')}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('review.whatChanged')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`review.changesSince.${changes.since}`)}
        </Text>
        {none && <Alert color="gray">{t('review.noChange')}</Alert>}
        {changes.fields.length > 0 &&
          (narrow ? <FieldChangesList fields={changes.fields} /> : <FieldChangesTable fields={changes.fields} />)}
        {changes.documents.map((change) => (
          <DocumentChange key={`${change.section}-${change.label}`} change={change} />
        ))}
      </Stack>
    </Card>
  );
}
