import i18next from 'i18next';
import { en } from '@/app/locales/en';
import { enApp } from '@/app/locales/en/app';
import { fr } from '@/app/locales/fr';
import { frApp } from '@/app/locales/fr/app';

/** Each language's whole catalogue (the first screens' part and the rest), as the app holds it once both have loaded. */
export const CATALOGUES = { en: { ...en, ...enApp }, fr: { ...fr, ...frApp } };

/** The app's i18next started with both whole catalogues, in this language: for tests of code that translates. */
export const startTestI18n = (lng: keyof typeof CATALOGUES) =>
  i18next.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: CATALOGUES.en }, fr: { translation: CATALOGUES.fr } },
    interpolation: { escapeValue: false },
  });
