/**
 * The app's language (English or French). localStorage 'payway.language' keeps the user's choice ('en' or 'fr');
 * without it, the browser's preferred languages decide. Each language's catalogue comes in two parts, merged into the
 * one 'translation' namespace: the first screens' texts (sign-in, sign-up, resets and the shell:
 * locales/<language>/index.ts; the English ones are bundled, the French ones load when French is chosen) and every
 * other screen's texts (locales/<language>/app.ts: signed-in screens, legal documents, the phone's capture page),
 * loaded by the first route that shows one ({@link loadAppTexts}) and, from then on, with any language chosen.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { tellPageLanguage } from './pwa';
import { pageLanguageOf, type PageLanguage } from '@/contract/prerendered-pages';

export const LANGUAGES = { en: 'English', fr: 'Français' } as const satisfies Record<PageLanguage, string>;
export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_STORAGE_KEY = 'payway.language';

type Part = 'firstScreens' | 'otherScreens';
const PARTS: Record<Part, Record<Language, () => Promise<object>>> = {
  firstScreens: { en: async () => en, fr: async () => (await import('./locales/fr')).fr },
  otherScreens: { en: async () => (await import('./locales/en/app')).enApp, fr: async () => (await import('./locales/fr/app')).frApp },
};
const loadedParts = new Set<string>();
let appTextsWanted = false;

export const isLanguage = (value: string | undefined): value is Language => !!value && value in LANGUAGES;

/** The user's choice on this device, else the first of the browser's preferred languages we speak, else English. */
export function deviceLanguage(): Language {
  const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  if (isLanguage(chosen)) return chosen;
  // As the server and the service worker pick a prerendered page's language, so the page drawn is the app's.
  return pageLanguageOf(navigator.languages ?? [navigator.language]);
}

/** Starts i18next in English, whose texts come with the first screen; applyDeviceLanguage or showLanguage then switches. */
export async function startI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    supportedLngs: Object.keys(LANGUAGES),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Switches to the language detected on this device. i18next resolves only to a language whose catalogue is loaded: load it, then switch. */
export const applyDeviceLanguage = () => showLanguage(deviceLanguage());

/** Shows the app in this language, without keeping a choice on the device (the build draws each page in each language). */
export async function showLanguage(language: Language) {
  await Promise.all([ensurePart(language, 'firstScreens'), appTextsWanted && ensurePart(language, 'otherScreens')]);
  await i18next.changeLanguage(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  tellPageLanguage(language);
}

async function ensurePart(language: Language, part: Part) {
  const key = `${language}:${part}`;
  if (loadedParts.has(key)) return;
  i18next.addResourceBundle(language, 'translation', await PARTS[part][language](), true, true);
  loadedParts.add(key);
}

/** The other screens' texts in the current language (and in any language chosen later): awaited before those screens render. */
export async function loadAppTexts(): Promise<void> {
  appTextsWanted = true;
  await ensurePart(currentLanguage(), 'otherScreens');
}

export const currentLanguage = (): Language => (isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en');

/** The user's choice: kept on this device and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await showLanguage(language);
}
