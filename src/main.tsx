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
  // The prerendered page takes typing before the app runs it: what was typed is handed to the app's fields once
  // they are its (public/boot.js holds back a submit until then).
  const typed = hydrating ? typedFields() : [];
  const started = () => {
    container.dataset.started = '';
    typed.forEach(giveToApp);
  };
  if (hydrating) {
    hydrateRoot(container, <App router={router} onShown={started} />);
  } else {
    delete container.dataset.prerendered;
    createRoot(container).render(<App router={router} onShown={started} />);
  }
}

type TypedField = { field: HTMLInputElement | HTMLTextAreaElement; value: string };

function typedFields(): TypedField[] {
  return [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, value: field.value }));
}

/** React marks the elements it has hydrated; the route's form may be hydrated after the app's first effect. */
const hydrated = (field: Element) => Object.keys(field).some((key) => key.startsWith('__reactProps$'));

/**
 * Hands a field's typing (what it holds now, else what it held before hydration) to the app as typing would, once
 * React runs the field: React keeps a record of each field's last value and calls onChange only when an input event
 * finds another one.
 */
function giveToApp(typed: TypedField) {
  const { field, value: before } = typed;
  if (!field.isConnected) return;
  if (!hydrated(field)) {
    requestAnimationFrame(() => giveToApp(typed));
    return;
  }
  const value = field.value || before;
  const caret = document.activeElement === field ? [field.selectionStart, field.selectionEnd] : null;
  field.value = '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret?.[0] != null) field.setSelectionRange(caret[0], caret[1]);
}
void start();
// A refusal waits for its texts (src/app/api.ts): fetched ahead, it does not wait on a slow link.
void afterLoadWhenIdle()
  .then(loadRefusalTexts)
  .catch(() => undefined);
