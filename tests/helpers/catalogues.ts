import { i18n } from '@lingui/core';
import { en } from '@/app/locales/en';
import { enApp } from '@/app/locales/en/app';
import { enRefusals } from '@/app/locales/en/refusals';
import { fr } from '@/app/locales/fr';
import { frApp } from '@/app/locales/fr/app';
import { frRefusals } from '@/app/locales/fr/refusals';
import enFirstScreens from '@/app/locales/en?messages';
import enOtherScreens from '@/app/locales/en/app?messages';
import enRefusalTexts from '@/app/locales/en/refusals?messages';
import frFirstScreens from '@/app/locales/fr?messages';
import frOtherScreens from '@/app/locales/fr/app?messages';
import frRefusalTexts from '@/app/locales/fr/refusals?messages';

/** Each language's whole catalogue (its three parts: the refusals hold the whole of the areas the first screens have some of), as written. */
export const CATALOGUES = { en: { ...en, ...enRefusals, ...enApp }, fr: { ...fr, ...frRefusals, ...frApp } };

/** The app's Lingui with both whole catalogues loaded, compiled as the build compiles them, in this language: for tests of code that translates. */
export function startTestI18n(language: keyof typeof CATALOGUES) {
  i18n.load({ en: { ...enFirstScreens, ...enRefusalTexts, ...enOtherScreens }, fr: { ...frFirstScreens, ...frRefusalTexts, ...frOtherScreens } });
  i18n.activate(language);
}
