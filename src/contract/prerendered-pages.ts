/**
 * The signed-out pages the build draws to HTML (vite.config.ts), the languages each is drawn in, and the file that
 * holds each: '/' is index.html, '/register' register.html; in French index.fr.html, register.fr.html. The server
 * (server/app.ts) and the service worker (sw/sw.ts) serve a page in the language the browser puts first among these,
 * as the app picks its own (src/app/i18n.ts), so the page painted before the scripts run is the one the app draws.
 */
export const PRERENDERED_PAGES = [
  '/',
  '/register',
  '/initial-password-reset',
  '/verify-password-reset',
  '/password-reset',
  '/new-password',
] as const;
export const PAGE_LANGUAGES = ['en', 'fr'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];
/** The language of the files without a language in their name (index.html), which every other path's page (app.html) also starts in. */
const BASE_LANGUAGE: PageLanguage = 'en';

/** The message by which the app tells its service worker the language it shows on this device: `{ type, language }`. */
export const PAGE_LANGUAGE_MESSAGE = 'PAGE_LANGUAGE';

export const isPrerenderedPage = (path: string) => (PRERENDERED_PAGES as readonly string[]).includes(path);
export const isPageLanguage = (value: unknown): value is PageLanguage =>
  (PAGE_LANGUAGES as readonly unknown[]).includes(value);

export function prerenderedPageFile(path: string, language: PageLanguage): string {
  const name = path === '/' ? 'index' : path.slice(1);
  return language === BASE_LANGUAGE ? `${name}.html` : `${name}.${language}.html`;
}

/** The first of a browser's language tags ('fr-FR', 'de', 'en;q=0.8') that the pages are drawn in; English without one. */
export function pageLanguageOf(tags: readonly string[]): PageLanguage {
  const spoken = tags.map((tag) => tag.split(';')[0]!.trim().split('-')[0]!.toLowerCase());
  return spoken.find(isPageLanguage) ?? BASE_LANGUAGE;
}
