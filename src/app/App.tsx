import { StrictMode, useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './providers';
import type { createAppRouter } from './router';

/**
 * The whole app, as the browser draws it and as the build prerenders it (src/prerender.tsx): one tree, so hydration
 * finds the markup it expects. `onShown` runs once the first render is on the page (for a prerendered page: hydrated).
 */
export function App({ router, onShown }: { router: ReturnType<typeof createAppRouter>; onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
