import { Badge, Box, NavLink, Stack, Switch, useComputedColorScheme, useMantineColorScheme, Divider, Modal, Text, Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { IconLayoutDashboard, IconUsers, IconCreditCard, IconSettings, IconUserCircle, IconBell, IconLifebuoy, IconLogout } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Brand } from './Brand';
import { useSignOut } from './use-sign-out';
import { InstallButton } from './InstallButton';
import type { PermissionName } from '@/contract';
import { usePermissions } from '../permissions';

interface Item {
  label: string;
  to: string;
  match: string;
  icon: ComponentType<{ size?: number }>;
  wideOnly?: boolean;
  /** Hidden from a secondary profile without this permission. */
  permission?: PermissionName;
}

const ITEMS: Item[] = [
  { label: 'Overview', to: '/dashboard', match: '/dashboard', icon: IconLayoutDashboard },
  { label: 'Account', to: '/accounts', match: '/accounts', icon: IconUsers },
  { label: 'Payments', to: '/payments', match: '/payments', icon: IconCreditCard },
  { label: 'Settings', to: '/settings/security', match: '/settings', icon: IconSettings },
  { label: 'Profiles', to: '/profiles/secondary-profiles', match: '/profiles', icon: IconUserCircle, wideOnly: true, permission: 'createSubProfile' },
];

/** SPEC's fixed notification count. */
const NOTIFICATION_COUNT = 23;

export function Sidebar({ narrow, onNavigate }: { narrow: boolean; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const [supportOpen, support] = useDisclosure(false);
  const signOut = useSignOut();
  const { can } = usePermissions();

  return (
    <Stack h="100%" justify="space-between" gap="xs">
      <Stack gap={4}>
        <Box visibleFrom="xs" px="xs" pb="md" pt={4}>
          <Brand />
        </Box>
        {ITEMS.filter((item) => !(item.wideOnly && narrow) && (!item.permission || can(item.permission))).map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={20} />}
            active={pathname.startsWith(item.match)}
            onClick={onNavigate}
            variant="light"
          />
        ))}
      </Stack>
      <Stack gap={4}>
        <Divider />
        <NavLink
          component="button"
          label="Notification"
          leftSection={<IconBell size={20} />}
          rightSection={
            <Badge size="sm" circle={false} color="red" aria-label={`${NOTIFICATION_COUNT} notifications`}>
              {NOTIFICATION_COUNT}
            </Badge>
          }
        />
        <NavLink component="button" label="Support" leftSection={<IconLifebuoy size={20} />} onClick={support.open} />
        <InstallButton />
        <Switch
          px="sm"
          py={6}
          label="Dark theme"
          checked={dark}
          onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
        />
        <NavLink component="button" label="Sign out" leftSection={<IconLogout size={20} />} onClick={signOut} />
      </Stack>
      <Modal opened={supportOpen} onClose={support.close} title="Support" centered>
        <Text>
          Write to <Anchor href="mailto:support@payway.local">support@payway.local</Anchor> and we will answer within one working day.
        </Text>
      </Modal>
    </Stack>
  );
}
