import { StrictMode, useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './providers';
import type { createAppRouter } from './router';

/**
 * The whole app, as the browser draws it and as the build prerenders it (src/prerender.tsx): one tree, so the app's
 * first render is the page drawn at build time, field for field. `onShown` runs once the first render is committed (for
 * a prerendered page: drawn off the page, and src/main.tsx then puts it in the prerendered page's place).
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
