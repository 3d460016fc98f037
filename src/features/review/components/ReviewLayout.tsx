import type { ReactNode } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconHistory, IconListCheck, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { ModalsProvider } from '@mantine/modals';
import { Brand } from '@/ui/Brand';
import { OfflineIndicator } from '@/ui/OfflineIndicator';
import { useSignOut } from '@/ui/use-sign-out';
import { useSession } from '@/app/session';
import { useTranslation } from '@/app/i18n';

const NAV = [
  { to: '/review', label: 'review.queue', icon: IconListCheck, match: (path: string) => path !== '/review/audit' },
  {
    to: '/review/audit',
    label: 'review.auditTrail',
    icon: IconHistory,
    match: (path: string) => path === '/review/audit',
  },
] as const;

/**
 * The reviewers' own frame: a top bar (no customer sidebar), the page below. `account` holds the reviewer's own
 * security actions (change password), composed by the route; `navigation` false hides the queue's links (while the
 * first sign-in's two-factor set-up is pending).
 */
export function ReviewLayout({
  children,
  account,
  navigation = true,
}: {
  children: ReactNode;
  account?: ReactNode;
  navigation?: boolean;
}) {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const signOut = useSignOut();
  const current = useSession();

  return (
    <Box mih="100vh">
      <Box
        component="header"
        px={{ base: 'sm', sm: 'lg' }}
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        {/* On a narrow phone in French, with a finger's targets, the actions take a line of their own below the brand. */}
        <Group justify="space-between" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Brand />
            <Badge variant="light" color="violet" visibleFrom="xs">
              {t('review.badge')}
            </Badge>
          </Group>
          <Group gap={0} wrap="nowrap" component="nav" aria-label={t('review.navigation')}>
            {navigation &&
              NAV.map((item) => {
                const active = item.match(pathname);
                return (
                  <Box key={item.to}>
                    <Button
                      component={Link}
                      to={item.to}
                      variant={active ? 'light' : 'subtle'}
                      size="compact-md"
                      leftSection={<item.icon size={18} aria-hidden />}
                      aria-current={active ? 'page' : undefined}
                      visibleFrom="sm"
                    >
                      {t(item.label)}
                    </Button>
                    <ActionIcon
                      component={Link}
                      to={item.to}
                      variant={active ? 'light' : 'subtle'}
                      size="lg"
                      aria-label={t(item.label)}
                      aria-current={active ? 'page' : undefined}
                      hiddenFrom="sm"
                    >
                      <item.icon size={18} />
                    </ActionIcon>
                  </Box>
                );
              })}
            <Tooltip label={dark ? t('review.lightTheme') : t('review.darkTheme')}>
              <ActionIcon
                variant="subtle"
                size="lg"
                onClick={() => setColorScheme(dark ? 'light' : 'dark')}
                aria-label={dark ? t('review.lightTheme') : t('review.darkTheme')}
              >
                {dark ? <IconSun size={18} /> : <IconMoon size={18} />}
              </ActionIcon>
            </Tooltip>
            {account}
            <Tooltip label={t('review.signOutUser', { user: current?.userId ?? '' })}>
              <ActionIcon variant="subtle" size="lg" onClick={() => void signOut()} aria-label={t('review.signOut')}>
                <IconLogout size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Box>
      <Container size="xl" px={{ base: 'sm', sm: 'lg' }} py="lg" component="main">
        <OfflineIndicator />
        {children}
        <ModalsProvider />
      </Container>
    </Box>
  );
}
