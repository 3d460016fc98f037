import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { NotFoundPage, UnexpectedErrorPage } from '@/ui/ErrorPages';

/** The browser's history, or at build time a memory history holding the page to prerender (src/prerender.tsx). */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history && { history, origin: 'http://localhost' }),
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: UnexpectedErrorPage,
    // Prerendered, the router would write an inline script to restore the scroll: the CSP refuses it.
    scrollRestoration: !history,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
