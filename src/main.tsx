import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { afterLoadWhenIdle, registerServiceWorker } from './app/pwa';
import { applyDeviceLanguage, deviceLanguage, loadRefusalTexts, startI18n } from './app/i18n';
import { session } from './app/session';
import { flowInProgress } from './app/session-storage';

registerServiceWorker();
// The outbox (Dexie, ~30 KB) is not needed to draw the first screen: it loads beside it, not before it.
void import('./offline').then(({ startSync }) => startSync());
const router = createAppRouter();
const container = document.getElementById('root')!;
// The page was prerendered when its HTML says so: for a signed-out first visit, in the language of its <html lang>
// (src/prerender.tsx, server/app.ts). It is hydrated when it is that page; otherwise (signed in, a sign-up or reset
// under way, another language chosen on this device) the app's first render replaces it (public/boot.js hides it).
const hydrating =
  container.dataset.prerendered === window.location.pathname && document.documentElement.lang === deviceLanguage() && !session.get() && !flowInProgress();

async function start() {
  startI18n();
  await applyDeviceLanguage();
  // The route's code and data are loaded before the first render, so it draws the whole page at once.
  await router.load();
  // The prerendered page is inert until the app runs it (vite.config.ts): what is typed before would be lost.
  const release = () => {
    container.removeAttribute('inert');
    container.removeAttribute('aria-disabled');
  };
  if (hydrating) {
    hydrateRoot(container, <App router={router} onShown={release} />);
  } else {
    delete container.dataset.prerendered;
    createRoot(container).render(<App router={router} onShown={release} />);
  }
}
void start();
// A refusal waits for its texts (src/app/api.ts): fetched ahead, it does not wait on a slow link.
void afterLoadWhenIdle()
  .then(loadRefusalTexts)
  .catch(() => undefined);
