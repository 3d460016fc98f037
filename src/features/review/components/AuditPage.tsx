import { Card, Stack, Text, Title } from '@mantine/core';
import { AuditTrail } from './AuditTrail';

/** /review/audit: the latest events of every submission, newest first. */
export function AuditPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Audit trail
        </Title>
        <Text size="sm" c="dimmed">
          Every submission and decision, as recorded. Nobody can change or delete an entry.
        </Text>
      </Stack>
      <Card withBorder radius="md" padding="md">
        <AuditTrail />
      </Card>
    </Stack>
  );
}
