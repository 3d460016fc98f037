import {
  Box,
  NavLink,
  Stack,
  Switch,
  useComputedColorScheme,
  useMantineColorScheme,
  Divider,
  Modal,
  Text,
  Anchor,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import {
  IconLayoutDashboard,
  IconUsers,
  IconCreditCard,
  IconSettings,
  IconUserCircle,
  IconLifebuoy,
  IconLogout,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Brand } from '@/ui/Brand';
import { useSignOut } from '@/ui/use-sign-out';
import { InstallButton } from './InstallButton';
import { NotificationsMenu } from './NotificationsMenu';
import { LanguageSwitch } from '@/ui/LanguageSwitch';
import type { PermissionName } from '@/contract';
import { usePermissions } from '../permissions';
import { useTranslation } from '../i18n';
import { Trans } from '../Trans';

interface Item {
  label: 'overview' | 'account' | 'payments' | 'settings' | 'profiles';
  to: string;
  match: string;
  icon: ComponentType<{ size?: number }>;
  wideOnly?: boolean;
  /** Hidden from a secondary profile without this permission. */
  permission?: PermissionName;
}

const ITEMS: Item[] = [
  { label: 'overview', to: '/dashboard', match: '/dashboard', icon: IconLayoutDashboard },
  { label: 'account', to: '/accounts', match: '/accounts', icon: IconUsers },
  { label: 'payments', to: '/payments', match: '/payments', icon: IconCreditCard },
  { label: 'settings', to: '/settings/security', match: '/settings', icon: IconSettings },
  {
    label: 'profiles',
    to: '/profiles/secondary-profiles',
    match: '/profiles',
    icon: IconUserCircle,
    wideOnly: true,
    permission: 'createSubProfile',
  },
];

const SUPPORT_ADDRESS = 'support@payway.local';

export function Sidebar({ narrow, onNavigate }: { narrow: boolean; onNavigate: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const [supportOpen, support] = useDisclosure(false);
  const signOut = useSignOut();
  const { can } = usePermissions();
  const { t } = useTranslation();

  return (
    <Stack h="100%" justify="space-between" gap="xs">
      <Stack gap={4}>
        <Box visibleFrom="xs" px="xs" pb="md" pt={4}>
          <Brand />
        </Box>
        {ITEMS.filter((item) => !(item.wideOnly && narrow) && (!item.permission || can(item.permission))).map(
          (item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(`shell.${item.label}`)}
              leftSection={<item.icon size={20} />}
              active={pathname.startsWith(item.match)}
              onClick={onNavigate}
              variant="light"
            />
          ),
        )}
      </Stack>
      <Stack gap={4}>
        <Divider />
        <NotificationsMenu pathname={pathname} onNavigate={onNavigate} />
        <NavLink
          component="button"
          label={t('shell.support')}
          leftSection={<IconLifebuoy size={20} />}
          onClick={support.open}
        />
        <InstallButton />
        <Switch
          px="sm"
          py={6}
          label={t('shell.darkTheme')}
          checked={dark}
          onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
        />
        <Box px="sm" py={4}>
          <LanguageSwitch />
        </Box>
        <NavLink
          component="button"
          label={t('shell.signOut')}
          leftSection={<IconLogout size={20} />}
          onClick={() => void signOut()}
        />
      </Stack>
      <Modal opened={supportOpen} onClose={support.close} title={t('shell.support')} centered>
        <Text>
          <Trans
            i18nKey="shell.supportText"
            values={{ address: SUPPORT_ADDRESS }}
            components={{ mail: <Anchor href={`mailto:${SUPPORT_ADDRESS}`} /> }}
          />
        </Text>
      </Modal>
    </Stack>
  );
}
