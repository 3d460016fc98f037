import type { ReactNode } from 'react';
import { Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { LanguageSwitch } from '@/ui/LanguageSwitch';
import { Brand } from '@/ui/Brand';
import { LegalLinks } from './LegalLinks';
import { useTranslation } from '@/app/i18n';

/**
 * The frame of the signed-out screens: the brand, a centred card with a heading and a subtitle, then how data is
 * protected and the three documents a customer accepts.
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Center mih="100dvh" p={{ base: 'xs', xs: 'md' }} component="main">
      <Box w="100%" maw={460}>
        <Group justify="center" mb="md">
          <Brand />
        </Group>
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
        <Stack gap={4} mt="md" align="center">
          <Group gap={6} wrap="nowrap" justify="center">
            <IconShieldLock size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs" c="dimmed" ta="center">
              {t('auth.securityNote')}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" ta="center">
            <LegalLinks />
          </Text>
          <LanguageSwitch />
        </Stack>
      </Box>
    </Center>
  );
}
