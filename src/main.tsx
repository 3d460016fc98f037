import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/pwa';
import { startI18n } from './app/i18n';

registerServiceWorker();
// The outbox (Dexie, ~30 KB) is not needed to draw the first screen: it loads beside it, not before it.
void import('./offline').then(({ startSync }) => startSync());
const router = createAppRouter();

void startI18n().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
