import { NavLink } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { installApp, usePwa } from '../pwa';
import { useTranslation } from '../i18n';

/** Shown only while the browser offers installation (beforeinstallprompt). */
export function InstallButton() {
  const { t } = useTranslation();
  const { canInstall } = usePwa();
  if (!canInstall) return null;
  return (
    <NavLink
      component="button"
      label={t('frame.installApp')}
      leftSection={<IconDownload size={20} />}
      onClick={() => void installApp()}
    />
  );
}
