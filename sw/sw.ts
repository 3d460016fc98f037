/// <reference lib="webworker" />
/**
 * What the service worker keeps (Cache Storage; IndexedDB is the app's, see src/offline/db.ts):
 * - the precache (workbox): the app shell, every built file except the flags;
 * - 'payway-reference': the reference lists of product §7 (`cache: 'reference'` in src/contract), stale-while-revalidate,
 *   30 days, so forms fill offline once their lists were seen;
 * - 'payway-flags': each country flag once shown (cache-first: a flag's URL carries its content hash);
 * - 'payway-ocr': the MRZ reader's worker and Tesseract's files (~7 MB) once an identity document was read, so it
 *   reads offline from then on; cache-first, their URLs carry their content hash (vite.config.ts' OCR_DIR);
 * - 'payway-device': the language the app last showed on this device (PAGE_LANGUAGE_KEY), which its prerendered
 *   pages are then served in.
 * Private API responses are never cached here: they cannot outlive sign-out.
 */
import { precacheAndRoute, cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  isPageLanguage,
  isPrerenderedPage,
  PAGE_LANGUAGE_MESSAGE,
  pageLanguageOf,
  prerenderedPageFile,
  type PageLanguage,
} from '../src/contract/prerendered-pages';

declare const self: ServiceWorkerGlobalScope;
/** Set by vite.config.ts from src/contract/reference-paths.ts. */
declare const __REFERENCE_PATH_PATTERNS__: string[];
declare const __FLAGS_DIR__: string;
declare const __OCR_DIR__: string;

const DAY_SECONDS = 24 * 60 * 60;
const referencePaths = __REFERENCE_PATH_PATTERNS__.map((source) => new RegExp(source));
const sameOrigin = (url: URL) => url.origin === self.location.origin;

const DEVICE_CACHE = 'payway-device';
const PAGE_LANGUAGE_KEY = '/page-language';

/** The language the app last showed on this device (its user's choice, else the browser's), as the app told it. */
async function devicePageLanguage(): Promise<PageLanguage> {
  const told = await (await caches.match(PAGE_LANGUAGE_KEY, { cacheName: DEVICE_CACHE }))?.text();
  return isPageLanguage(told) ? told : pageLanguageOf(self.navigator.languages);
}

// A signed-out page drawn at build time comes in the language the app shows on this device (a French device gets
// register.fr.html), so its later visits, offline too, paint in the language the app then runs in. Registered before
// the precache's own route, which would answer '/register' with register.html.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isPrerenderedPage(url.pathname),
  async ({ request, url }) =>
    (await matchPrecache(`/${prerenderedPageFile(url.pathname, await devicePageLanguage())}`)) ??
    (await matchPrecache(`/${prerenderedPageFile(url.pathname, 'en')}`)) ??
    fetch(request),
);

// The app shell: every built file, so the app opens offline once seen.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every other navigation, offline too, gets the app without prerendered content. The API is never a navigation.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/app.html'), { denylist: [/^\/api\//] }));

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && sameOrigin(url) && referencePaths.some((path) => path.test(url.pathname)),
  new StaleWhileRevalidate({
    cacheName: 'payway-reference',
    plugins: [new ExpirationPlugin({ maxEntries: 1000, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith(__FLAGS_DIR__),
  new CacheFirst({
    cacheName: 'payway-flags',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 365 * DAY_SECONDS })],
  }),
);

registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith(__OCR_DIR__),
  // Each build names its own files: the last two sets (worker, core, model, script) are plenty.
  new CacheFirst({
    cacheName: 'payway-ocr',
    plugins: [new ExpirationPlugin({ maxEntries: 8, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  const language: unknown = event.data?.type === PAGE_LANGUAGE_MESSAGE && event.data.language;
  if (isPageLanguage(language))
    event.waitUntil(caches.open(DEVICE_CACHE).then((cache) => cache.put(PAGE_LANGUAGE_KEY, new Response(language))));
});
// Take the open pages at once: the first visit is served (and caches its lists) without a reload, and an
// accepted update controls the page that asked for it (which then reloads).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Background Sync: the outbox (its device key, its sealed steps) lives in the signed-in tab, so wake the open tabs.
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== 'payway-outbox') return;
  syncEvent.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: 'SYNC_OUTBOX' }))),
  );
});
