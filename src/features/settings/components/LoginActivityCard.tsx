import { Alert, Badge, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@/ui/dates';
import { useLoginActivity } from '../api/get-login-activity';

/** The signed-in user's latest sign-ins, as the server recorded them. */
export function LoginActivityCard() {
  const activity = useLoginActivity();
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Login activity
        </Title>
        <Text size="sm" c="dimmed">
          Recent sign-ins to your profile. If one is not yours, change your password.
        </Text>
        {activity.isPending && (
          <Stack gap="xs" aria-label="Loading login activity">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h={28} />
            ))}
          </Stack>
        )}
        {activity.isError && <Alert color="red">An error occured. Please refresh.</Alert>}
        {activity.data && activity.data.loginActivity.length === 0 && <Text size="sm">No sign-ins yet.</Text>}
        {activity.data && activity.data.loginActivity.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Browser</Table.Th>
                  <Table.Th>IP address</Table.Th>
                  <Table.Th>Result</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {activity.data.loginActivity.map((entry) => (
                  <Table.Tr key={`${entry.time}-${entry.ip}-${entry.succeeded}`}>
                    <Table.Td>{formatDateTime(entry.time)}</Table.Td>
                    <Table.Td>{entry.browser}</Table.Td>
                    <Table.Td>{entry.ip}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={entry.succeeded ? 'green' : 'red'}>
                        {entry.succeeded ? 'Signed in' : 'Failed'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
