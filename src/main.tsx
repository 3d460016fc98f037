import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/touch.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { afterLoadWhenIdle, registerServiceWorker } from './app/pwa';
import { applyDeviceLanguage, deviceLanguage, loadRefusalTexts, startI18n } from './app/i18n';
import { session } from './app/session';
import { flowInProgress } from './app/session-storage';

const container = document.getElementById('root')!;
// The page was prerendered when its HTML says so: for a signed-out first visit, in the language of its <html lang>
// (src/prerender.tsx, server/app.ts). The app takes it over when it is that page; otherwise (signed in, a sign-up or
// reset under way, another language chosen on this device) the app's first render replaces it (public/boot.js hides it).
const takingOver =
  container.dataset.prerendered === window.location.pathname &&
  document.documentElement.lang === deviceLanguage() &&
  !session.get() &&
  !flowInProgress();

/** A task boundary: a keystroke waiting for the main thread is taken before the app goes on starting. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  registerServiceWorker();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  startI18n();
  await applyDeviceLanguage();
  // The route's code and data are loaded before the first render, so it draws the whole page at once.
  await router.load();
  await nextTask();
  if (takingOver) {
    // The prerendered page stays the one typed into while the app draws its own copy off the page, in slices short
    // enough for each keystroke to be taken at once (a transition; hydrating it instead would make React finish in one
    // go at the first keystroke). The copy then takes its place with what was typed, the focus and the caret.
    const stage = document.createElement('div');
    const root = createRoot(stage);
    startTransition(() => root.render(<App router={router} onShown={() => takeOver(container, stage)} />));
  } else {
    delete container.dataset.prerendered;
    createRoot(container).render(<App router={router} onShown={() => (container.dataset.started = '')} />);
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;
const fieldsOf = (element: HTMLElement) => [...element.querySelectorAll<Field>('input, textarea')];

/** Puts the app's page in place of the prerendered one, and hands it what was typed there, the focus and the caret. */
function takeOver(prerendered: HTMLElement, stage: HTMLElement) {
  if (!prerendered.isConnected) return;
  const focused = document.activeElement;
  const typedInto = fieldsOf(prerendered);
  stage.id = prerendered.id;
  stage.dataset.prerendered = prerendered.dataset.prerendered;
  prerendered.replaceWith(stage);
  const appFields = fieldsOf(stage);
  typedInto.forEach((typed, index) => {
    const field = appFields[index];
    if (!field || field.type !== typed.type || field.name !== typed.name) return;
    if (typed instanceof HTMLInputElement && (typed.type === 'checkbox' || typed.type === 'radio')) {
      if (typed.checked !== typed.defaultChecked && (field as HTMLInputElement).checked !== typed.checked)
        field.click();
    } else if (typed.value !== typed.defaultValue) {
      giveToApp(field, typed.value);
    }
    if (typed === focused) {
      field.focus();
      if (typed.selectionStart !== null)
        field.setSelectionRange(typed.selectionStart, typed.selectionEnd, typed.selectionDirection ?? undefined);
    }
  });
  stage.dataset.started = '';
}

/**
 * Gives a field a value as typing would: React keeps a record of each field's last value and calls onChange only when
 * an input event finds another one.
 */
function giveToApp(field: Field, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
void start();
void afterLoadWhenIdle().then(async () => {
  // The outbox (Dexie, ~30 KB) is not needed to draw the first screen: it loads after it.
  void import('./offline').then(({ startSync }) => startSync());
  // A refusal waits for its texts (src/app/api.ts): fetched ahead, it does not wait on a slow link.
  await loadRefusalTexts().catch(() => undefined);
});
