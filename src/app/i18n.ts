/**
 * The app's language (English or French) and its texts, with Lingui. localStorage 'payway.language' keeps the user's
 * choice ('en' or 'fr'); without it, the browser's preferred languages decide. Each language's catalogue comes in
 * four parts, compiled at build time (catalogues-plugin.ts) and loaded into Lingui's one message table by dotted key;
 * the English parts are locales/en/*.ts, a French part has the same keys, its texts from locales/fr.po:
 * - the first screen's texts (the login form, the signed-out forms' validation, the error pages: locales/en/index.ts;
 *   the English ones are bundled, the French ones load when French is chosen);
 * - the other signed-out screens' texts (sign-up, code checks, resets, the login's lockout and two-factor steps, the
 *   lists to choose from: locales/en/signed-out.ts), loaded with those screens ({@link loadSignedOutTexts}) and with
 *   the signed-in ones;
 * - every refusal text (locales/en/refusals.ts): loaded before a server's refusal is shown
 *   ({@link loadRefusalTexts}, src/app/api.ts), once the first screen is idle, and with the other screens;
 * - every other screen's texts (locales/en/app.ts: signed-in screens, legal documents, the phone's capture page),
 *   loaded by the first route that shows one ({@link loadAppTexts}).
 * A part once loaded is loaded again in any language chosen later.
 */
import { i18n, type Messages } from '@lingui/core';
import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import enFirstScreens from './locales/en?messages';
import type { EnglishCatalogue } from './locales/en';
import { tellPageLanguage } from './pwa';
import { pageLanguageOf, type PageLanguage } from '@/contract/prerendered-pages';

export const LANGUAGES = { en: 'English', fr: 'Français' } as const satisfies Record<PageLanguage, string>;
export type Language = keyof typeof LANGUAGES;
export const LANGUAGE_STORAGE_KEY = 'payway.language';

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
/** Every text's key: its area and its name, `auth.signIn`. */
export type MessageKey = KeysOf<EnglishCatalogue>;
/** A text's values: `{name}` placeholders, and `count` for a plural. */
export type MessageValues = Record<string, string | number | undefined>;
/** The text of a key in the current language, its values filled in (the key itself when no language has it). */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

type Part = 'firstScreens' | 'signedOutScreens' | 'refusals' | 'otherScreens';
const PARTS: Record<Part, Record<Language, () => Promise<Messages>>> = {
  firstScreens: { en: async () => enFirstScreens, fr: async () => (await import('./locales/fr?messages')).default },
  signedOutScreens: {
    en: async () => (await import('./locales/en/signed-out?messages')).default,
    fr: async () => (await import('./locales/fr/signed-out?messages')).default,
  },
  refusals: {
    en: async () => (await import('./locales/en/refusals?messages')).default,
    fr: async () => (await import('./locales/fr/refusals?messages')).default,
  },
  otherScreens: {
    en: async () => (await import('./locales/en/app?messages')).default,
    fr: async () => (await import('./locales/fr/app?messages')).default,
  },
};
const loadedParts = new Set<string>();
/** The parts shown so far: loaded again in a language chosen later. */
const wantedParts = new Set<Part>(['firstScreens']);

export const isLanguage = (value: string | undefined): value is Language => !!value && value in LANGUAGES;

/** The user's choice on this device, else the first of the browser's preferred languages we speak, else English. */
export function deviceLanguage(): Language {
  const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  if (isLanguage(chosen)) return chosen;
  // As the server and the service worker pick a prerendered page's language, so the page drawn is the app's.
  return pageLanguageOf(navigator.languages ?? [navigator.language]);
}

/** Starts in English, whose texts come with the first screen; applyDeviceLanguage or showLanguage then switches. */
export function startI18n(): void {
  if (loadedParts.has('en:firstScreens')) return;
  i18n.load('en', enFirstScreens);
  loadedParts.add('en:firstScreens');
  i18n.activate('en');
}

/** Switches to the language detected on this device. */
export const applyDeviceLanguage = () => showLanguage(deviceLanguage());

/** Shows the app in this language, without keeping a choice on the device (the build draws each page in each language). */
export async function showLanguage(language: Language) {
  await Promise.all([...wantedParts].map((part) => ensurePart(language, part)));
  i18n.activate(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  tellPageLanguage(language);
}

async function ensurePart(language: Language, part: Part) {
  const key = `${language}:${part}`;
  if (loadedParts.has(key)) return;
  i18n.load(language, await PARTS[part][language]());
  loadedParts.add(key);
}

async function loadPart(part: Part) {
  wantedParts.add(part);
  await ensurePart(currentLanguage(), part);
}

/** Every refusal text in the current language (and in any language chosen later): awaited before a server's refusal is shown. */
export const loadRefusalTexts = () => loadPart('refusals');

/** The signed-out screens' texts beyond the login form's, in the current language (and in any chosen later): awaited before those screens render. */
export const loadSignedOutTexts = () => loadPart('signedOutScreens');

/** The other screens' texts in the current language (and in any language chosen later): awaited before those screens render. */
export async function loadAppTexts(): Promise<void> {
  await Promise.all([loadPart('signedOutScreens'), loadPart('refusals'), loadPart('otherScreens')]);
}

export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : 'en');

/** The user's choice: kept on this device and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await showLanguage(language);
}

/** Whether the language shown now has a text for this key. */
export const hasText = (key: string): key is MessageKey => i18n.messages[key] !== undefined;

/**
 * A key's last part in words ('reviewFields.fields.companyWebsite' → 'Company website'): what a text missing from the
 * catalogues shows instead of its key.
 */
export function readableLabel(key: string): string {
  const words = (key.split('.').pop() ?? key)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Lingui's lookup, with a readable label for a key the catalogues lack (Lingui would show the key). */
const withFallback =
  (translate: (key: string, values?: MessageValues) => string): Translate =>
  (key, values) =>
    hasText(key) ? translate(key, values) : readableLabel(key);

/** Outside React (toasts, error texts): the text in the language shown now. */
export const t: Translate = withFallback((key, values) => i18n._(key, values));

/** In a component: the texts, drawn again when the language changes. */
export function useTranslation(): { t: Translate; language: Language } {
  const { _, i18n: current } = useLingui();
  // The same function while the language stays: effects and memos that depend on `t` do not run again.
  const translate = useMemo(() => withFallback(_), [_]);
  return { t: translate, language: isLanguage(current.locale) ? current.locale : 'en' };
}

/**
 * The text of a key put together at run time (an id the server sent, a field's name), which no catalogue may have:
 * then `fallback` (the server's English words, the id itself).
 */
export const textOr = (translate: Translate, key: string, fallback: string, values?: MessageValues): string =>
  hasText(key) ? translate(key, values) : fallback;
