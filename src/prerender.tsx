/**
 * Build time only (vite.config.ts, prerenderPublicPages): renders a signed-out page to HTML in a language, as a first
 * visit from a browser in that language sees it, so index.html and the other prerendered pages paint their heading and form before the JavaScript
 * arrives; src/main.tsx then puts the app's own page in their place. Runs in Node through Vite's module loader.
 */
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { showLanguage, startI18n, type Language } from './app/i18n';

/** A first visit: nothing stored on the device (no session, no remembered email, no theme or language chosen). */
class EmptyStorage {
  getItem = () => null;
  setItem = () => undefined;
  removeItem = () => undefined;
}

export async function renderPage(path: string, language: Language): Promise<string> {
  globalThis.localStorage ??= new EmptyStorage() as unknown as Storage;
  startI18n();
  await showLanguage(language);
  // The router runs its browser code (vite.config.ts), which registers itself on `self`.
  const global = globalThis as { self?: unknown };
  const hadSelf = 'self' in global;
  global.self ??= globalThis;
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  if (!hadSelf) delete global.self;
  await router.load();
  // prerender, unlike renderToString, waits for lazy components (the toasts' container) instead of leaving their
  // Suspense boundary for the browser to render again.
  const { prelude } = await prerender(<App router={router} onShown={() => undefined} />);
  return new Response(prelude).text();
}
