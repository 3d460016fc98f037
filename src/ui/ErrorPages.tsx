import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Product §2, route *: the 404 page. */
export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} fz={72} c="dimmed">
          404
        </Title>
        <Title order={2}>Oops! This page could not be found.</Title>
        <Text c="dimmed">The page you are looking for might not exist, might have been removed, had its name changed, or is temporarily unavailable.</Text>
        <Button onClick={() => window.history.back()}>Go Back</Button>
      </Stack>
    </Center>
  );
}

/** Product §8: the fallback for an unhandled routing error. */
export function UnexpectedErrorPage({ error }: { error?: unknown }) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <Title order={1}>Unexpected Application Error!</Title>
        <Text c="dimmed">{error instanceof Error ? error.message : 'Something went wrong.'}</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
