import type { ReactNode } from 'react';
import { Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconLock, IconX } from '@tabler/icons-react';

type Kind = 'loading' | 'success' | 'failure' | 'locked';

const ICONS = { success: IconCheck, failure: IconX, locked: IconLock } as const;
const COLORS = { success: 'green', failure: 'red', locked: 'orange' } as const;

/** The full-screen status views of product §2 and 4 (loading, success, failure, locked). */
export function StatusScreen({
  kind,
  title,
  message,
  action,
}: {
  kind: Kind;
  title: string;
  message?: string;
  action?: ReactNode;
}) {
  const Icon = kind === 'loading' ? null : ICONS[kind];
  return (
    <Center mih="100dvh" p="md" component="main" role={kind === 'loading' ? 'status' : 'alert'} aria-live="polite">
      <Stack align="center" gap="md" maw={420} ta="center">
        {Icon ? (
          <ThemeIcon size={72} radius="xl" color={COLORS[kind as keyof typeof COLORS]} variant="light">
            <Icon size={40} />
          </ThemeIcon>
        ) : (
          <Loader size="xl" />
        )}
        <Title order={1} fz="h2">
          {title}
        </Title>
        {message && <Text c="dimmed">{message}</Text>}
        {action}
      </Stack>
    </Center>
  );
}
