import { NavLink } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { installApp, usePwa } from '../pwa';

/** Shown only while the browser offers installation (beforeinstallprompt). */
export function InstallButton() {
  const { canInstall } = usePwa();
  if (!canInstall) return null;
  return <NavLink component="button" label="Install app" leftSection={<IconDownload size={20} />} onClick={() => void installApp()} />;
}
