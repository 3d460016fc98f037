import type { ReactNode } from 'react';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Sidebar } from './Sidebar';
import { Brand } from '@/ui/Brand';
import { OfflineIndicator } from '@/ui/OfflineIndicator';
import { UpdatePrompt } from './UpdatePrompt';
import { PasskeyOffer } from '@/ui/PasskeyOffer';
import { useTranslation } from '../i18n';

/** The authenticated shell (product §2, Sidebar shell): a fixed sidebar, or a slide-in menu under 500 px. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 499.98px)', false, { getInitialValueInEffect: false });

  return (
    <AppShell
      header={{ height: 56, collapsed: !narrow }}
      navbar={{ width: 248, breakpoint: 'xs', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', xs: 'lg' }}
    >
      <AppShell.Header hiddenFrom="xs" px="sm">
        <Group h="100%" justify="space-between">
          <Brand />
          <Burger
            opened={opened}
            onClick={toggle}
            aria-label={opened ? t('shell.closeMenu') : t('shell.openMenu')}
            size="sm"
          />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('shell.mainMenu')}>
        <Sidebar narrow={!!narrow} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <OfflineIndicator />
        <PasskeyOffer />
        {children}
        <UpdatePrompt />
        {/* Here, not at the root: only signed-in screens open modals (sign-out's confirmation), and the login page loads faster without them. */}
        <ModalsProvider />
      </AppShell.Main>
    </AppShell>
  );
}
