import { i18n } from '@lingui/core';
import { en } from '@/app/locales/en';
import { enApp } from '@/app/locales/en/app';
import { fr } from '@/app/locales/fr';
import { frApp } from '@/app/locales/fr/app';
import enFirstScreens from '@/app/locales/en?messages';
import enOtherScreens from '@/app/locales/en/app?messages';
import frFirstScreens from '@/app/locales/fr?messages';
import frOtherScreens from '@/app/locales/fr/app?messages';

/** Each language's whole catalogue (the first screens' part and the rest), as written. */
export const CATALOGUES = { en: { ...en, ...enApp }, fr: { ...fr, ...frApp } };

/** The app's Lingui with both whole catalogues loaded, compiled as the build compiles them, in this language: for tests of code that translates. */
export function startTestI18n(language: keyof typeof CATALOGUES) {
  i18n.load({ en: { ...enFirstScreens, ...enOtherScreens }, fr: { ...frFirstScreens, ...frOtherScreens } });
  i18n.activate(language);
}
