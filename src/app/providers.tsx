import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useTranslation } from './i18n';
import { theme, cssVariablesResolver, isDarkColorSchemeManager } from './theme';

const colorSchemeManager = isDarkColorSchemeManager();
// The toasts' container (and its transitions) loads after the first screen; toasts shown before it arrives wait in
// the notifications store and appear with it.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ThemedProviders>{children}</ThemedProviders>
    </I18nProvider>
  );
}

function ThemedProviders({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // The dialogs' close button is named in the chosen language.
  const localTheme = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('frame.close') } } } },
      }),
    [t],
  );
  return (
    <MantineProvider
      theme={localTheme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      <Suspense fallback={null}>
        <Notifications
          position="top-center"
          autoClose={4000}
          limit={20}
          w={350}
          maw="calc(100vw - 32px)"
          transitionDuration={250}
        />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
