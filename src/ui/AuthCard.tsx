import type { ReactNode } from 'react';
import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';

/** The frame of the signed-out screens: a centred card with a heading and a subtitle. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Center mih="100dvh" p={{ base: 'xs', xs: 'md' }} component="main">
      <Box w="100%" maw={460}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }}>
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 'h2', xs: 'h1' }}>
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" mt="md" size="sm">
            {footer}
          </Text>
        )}
      </Box>
    </Center>
  );
}
