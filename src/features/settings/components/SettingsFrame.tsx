import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/app/i18n';

const SECTIONS = [
  { key: 'security', label: 'security', to: '/settings/security' },
  { key: 'payment-accounts', label: 'paymentAccounts', to: '/settings/payment-account-settings' },
  { key: 'notifications', label: 'notifications', to: '/settings/notifications' },
] as const;

/** The settings heading and its sub-navigation (product §2: Security, Payment accounts, Notifications). */
export function SettingsFrame({
  active,
  description,
  children,
}: {
  active: (typeof SECTIONS)[number]['key'];
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('settings.title')}</Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <Group component="nav" aria-label={t('settings.navigation')} gap={4} wrap="wrap">
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
            {t(`settings.${section.label}`)}
          </Button>
        ))}
      </Group>
      {children}
    </Stack>
  );
}
