import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/contract';

/**
 * The one React Query cache, set to product §7's data-fetching defaults: queries retried 3 times with back-off up to 30 s,
 * mutations never, 5-minute cache. Only the screens under ServerState import it: the login page does without.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) =>
        failures < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      staleTime: 5 * 60_000,
      gcTime: 5 * 60_000,
    },
    // Steps go to the outbox, which works offline; a mutation react-query held paused offline would never reach it.
    mutations: { retry: 0, networkMode: 'always' },
  },
});

// React Query assumes a connection until the first 'offline' event: a page opened offline would send its reads,
// fail them with a connection toast each, and keep its forms waiting through the retries. Start from what the browser
// knows instead: offline, reads wait (paused) and run when the connection returns; reference lists are still tried
// (their networkMode is offlineFirst: the service worker answers them from its cache).
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
