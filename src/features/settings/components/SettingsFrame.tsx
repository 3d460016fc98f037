import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const SECTIONS = [
  { key: 'security', label: 'Security', to: '/settings/security' },
  { key: 'payment-accounts', label: 'Payment accounts', to: '/settings/payment-account-settings' },
  { key: 'notifications', label: 'Notifications', to: '/settings/notifications' },
] as const;

/** The settings heading and its sub-navigation (SPEC 2: Security, Payment accounts, Notifications). */
export function SettingsFrame({ active, description, children }: { active: (typeof SECTIONS)[number]['key']; description: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>Settings</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <Group component="nav" aria-label="Settings" gap={4} wrap="wrap">
        {SECTIONS.map((section) => (
          <Button
            key={section.key}
            component={Link}
            to={section.to}
            variant={section.key === active ? 'light' : 'subtle'}
            color={section.key === active ? undefined : 'gray'}
            aria-current={section.key === active ? 'page' : undefined}
            size="sm"
          >
            {section.label}
          </Button>
        ))}
      </Group>
      {children}
    </Stack>
  );
}
