import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { theme, isDarkColorSchemeManager } from './theme';

const colorSchemeManager = isDarkColorSchemeManager();

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <Notifications position="top-center" autoClose={4000} limit={20} w={350} maw="calc(100vw - 32px)" transitionDuration={250} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
