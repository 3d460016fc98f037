import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * React Query for the screens that read or write server state: the signed-in app, the back office and the public
 * screens after the first. The login page calls its one endpoint directly, so React Query (10 KB gzip) loads with
 * the next screen instead of before the first.
 */
export function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
