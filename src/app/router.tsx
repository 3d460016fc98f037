import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import { NotFoundPage, UnexpectedErrorPage } from '@/ui/ErrorPages';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: UnexpectedErrorPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
