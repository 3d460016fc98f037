import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { theme, cssVariablesResolver, isDarkColorSchemeManager } from './theme';

const colorSchemeManager = isDarkColorSchemeManager();
// The toasts' container (and its transitions) loads after the first screen; toasts shown before it arrives wait in
// the notifications store and appear with it.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <Suspense fallback={null}>
        <Notifications position="top-center" autoClose={4000} limit={20} w={350} maw="calc(100vw - 32px)" transitionDuration={250} />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
