import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { PAGE_LANGUAGE_MESSAGE, type PageLanguage } from '@/contract/prerendered-pages';

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** A new version is installed and waits for the user's go-ahead. */
  updateReady: boolean;
  /** Set while the browser offers installation. */
  canInstall: boolean;
}

const UPDATE_CHECK_MS = 60 * 60_000;
const IDLE_WAIT_MS = 3000;
const listeners = new Set<() => void>();
let state: PwaState = { updateReady: false, canInstall: false };
let workbox: Workbox | null = null;
let installPrompt: BeforeInstallPromptEvent | null = null;
let pageLanguage: PageLanguage | undefined;

function set(changes: Partial<PwaState>) {
  state = { ...state, ...changes };
  listeners.forEach((listener) => listener());
}

/** Registers sw/sw.ts (built apps only: the dev server has none) and listens for updates and the install offer. */
export function registerServiceWorker() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as BeforeInstallPromptEvent;
    set({ canInstall: true });
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
    set({ canInstall: false });
  });
  // By mode, not PROD: a build whose NODE_ENV is not production is still a production build of the app.
  if (import.meta.env.MODE === 'development' || !('serviceWorker' in navigator)) return;
  // A worker that takes the page over (the first visit's, once installed; an update) has not been told yet.
  navigator.serviceWorker.addEventListener('controllerchange', () => pageLanguage && tellPageLanguage(pageLanguage));
  // The service worker's precache (every built file) would share a slow link with the first page: it starts once the
  // page has loaded and the main thread is idle. workbox-window is not needed to draw the first screen either.
  void afterLoadWhenIdle().then(async () => {
    const { Workbox } = await import('workbox-window');
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => set({ updateReady: true }));
    // A browser may refuse the worker (private windows, storage turned off): the app still runs, online only.
    const registration = await workbox
      .register()
      .catch((error: unknown) => console.warn('The service worker was not registered:', error));
    if (!registration) {
      workbox = null;
      return;
    }
    setInterval(() => void workbox?.update(), UPDATE_CHECK_MS);
  });
}

/** Once the page has loaded and the main thread is idle: for work the first screen does not need. */
export function afterLoadWhenIdle() {
  return new Promise<void>((resolve) => {
    const whenIdle = () =>
      window.requestIdleCallback
        ? window.requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS })
        : setTimeout(resolve, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Tells the service worker the language the app shows on this device (its user's choice, else the browser's): it
 * serves the prerendered pages in it on later visits (sw/sw.ts), as the app will draw them.
 */
export function tellPageLanguage(language: PageLanguage) {
  pageLanguage = language;
  navigator.serviceWorker?.controller?.postMessage({ type: PAGE_LANGUAGE_MESSAGE, language });
}

/** Activates the waiting version and reloads once it controls the page. Callers check for unsynced work first. */
export function applyUpdate() {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/** Shows the browser's install dialog. */
export async function installApp() {
  const prompt = installPrompt;
  if (!prompt) return;
  await prompt.prompt();
  await prompt.userChoice;
  installPrompt = null;
  set({ canInstall: false });
}

export const usePwa = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
