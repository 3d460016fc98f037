import { readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { en, type Catalogue } from '@/app/locales/en';
import { enApp } from '@/app/locales/en/app';
import { enRefusals } from '@/app/locales/en/refusals';
import { enSignedOut } from '@/app/locales/en/signed-out';
import enFirstScreens from '@/app/locales/en?messages';
import enSignedOutScreens from '@/app/locales/en/signed-out?messages';
import enOtherScreens from '@/app/locales/en/app?messages';
import enRefusalTexts from '@/app/locales/en/refusals?messages';
import frFirstScreens from '@/app/locales/fr?messages';
import frSignedOutScreens from '@/app/locales/fr/signed-out?messages';
import frOtherScreens from '@/app/locales/fr/app?messages';
import frRefusalTexts from '@/app/locales/fr/refusals?messages';
import { nest, parsePo, poFile } from '../../catalogues-plugin';

/** A translated language's texts as its .po catalogue holds them, by area (an entry not translated left out). */
const translated = (language: string) =>
  nest(
    new Map(
      [...parsePo(readFileSync(poFile(language), 'utf8'))].flatMap(([key, { text }]) =>
        text ? [[key, text] as const] : [],
      ),
    ),
  ) as Catalogue;

/** Each language's whole catalogue (English: its four parts, the later ones holding the whole of the areas the first screen has some of), as written. */
export const CATALOGUES = { en: { ...en, ...enSignedOut, ...enRefusals, ...enApp }, fr: translated('fr') };

/** The app's Lingui with both whole catalogues loaded, compiled as the build compiles them, in this language: for tests of code that translates. */
export function startTestI18n(language: keyof typeof CATALOGUES) {
  i18n.load({
    en: { ...enFirstScreens, ...enSignedOutScreens, ...enRefusalTexts, ...enOtherScreens },
    fr: { ...frFirstScreens, ...frSignedOutScreens, ...frRefusalTexts, ...frOtherScreens },
  });
  i18n.activate(language);
}
