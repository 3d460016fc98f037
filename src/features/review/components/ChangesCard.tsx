import { Alert, Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReviewChanges, ReviewDocument, ReviewDocumentChange } from '@/contract';
import { DocumentPreview } from './DocumentPreview';

const SINCE_TEXT: Record<ReviewChanges['since'], string> = {
  approved: 'Proposed changes to an approved account: what is on file stays in force until you approve them.',
  lastDecision: 'Changes since the last decision.',
};
const DOCUMENT_CHANGE_TEXT: Record<ReviewDocumentChange['change'], string> = { added: 'Added', replaced: 'Replaced', removed: 'Removed' };

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
  return (
    <Box data-document-change={change.change}>
      <Group gap="xs" mb={4}>
        <Text size="sm" fw={600}>
          {change.section}: {change.label}
        </Text>
        <Badge variant="light" size="sm">
          {DOCUMENT_CHANGE_TEXT[change.change]}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Side title="Before" document={change.before} />
        <Side title="After" document={change.after} />
      </SimpleGrid>
    </Box>
  );
}

/** What changed since the last decision: fields old → new in words, documents side by side. */
export function ChangesCard({ changes }: { changes: ReviewChanges }) {
  const none = changes.fields.length === 0 && changes.documents.length === 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="What changed">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          What changed
        </Title>
        <Text size="sm" c="dimmed">
          {SINCE_TEXT[changes.since]}
        </Text>
        {none && <Alert color="gray">No field or document changed.</Alert>}
        {changes.fields.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing={6} aria-label="Changed fields">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Before</Table.Th>
                  <Table.Th>After</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.fields.map((change) => (
                  <Table.Tr key={`${change.section}-${change.label}`} data-changed-field={change.label}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {change.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {change.section}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" td="line-through" c="dimmed">
                        {change.before}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      <Text size="sm" fw={600}>
                        {change.after}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {changes.documents.map((change) => (
          <DocumentChange key={`${change.section}-${change.label}`} change={change} />
        ))}
      </Stack>
    </Card>
  );
}
