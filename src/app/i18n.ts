/**
 * The app's language (English or French). localStorage 'payway.language' keeps the user's choice ('en' or 'fr');
 * without it, the browser's preferred languages decide. The English catalogue is bundled; the French one loads only
 * when French is chosen.
 */
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

export const LANGUAGES = { en: 'English', fr: 'Français' } as const;
export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_STORAGE_KEY = 'payway.language';

const loadCatalogue = async (language: Language): Promise<Resource[string]> =>
  language === 'fr' ? { translation: (await import('./locales/fr')).fr } : { translation: en };

export const isLanguage = (value: string | undefined): value is Language => !!value && value in LANGUAGES;

/** The user's choice on this device, else the first of the browser's preferred languages we speak, else English. */
function detectLanguage(): Language {
  const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  if (isLanguage(chosen)) return chosen;
  const preferred = (navigator.languages ?? [navigator.language]).map((tag) => tag.split('-')[0].toLowerCase());
  return preferred.find(isLanguage) ?? 'en';
}

/** Starts i18next in the detected language, its catalogue loaded, before the first screen is drawn. */
export async function startI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    supportedLngs: Object.keys(LANGUAGES),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // i18next resolves only to a language whose catalogue is loaded: load the detected one, then switch to it.
  await applyLanguage(detectLanguage());
}

async function applyLanguage(language: Language) {
  await ensureCatalogue(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

async function ensureCatalogue(language: Language) {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const { translation } = await loadCatalogue(language);
  i18next.addResourceBundle(language, 'translation', translation);
}

export const currentLanguage = (): Language => (isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : 'en');

/** The user's choice: kept on this device and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await applyLanguage(language);
}
