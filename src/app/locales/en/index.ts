import type { enApp } from './app';
import type { enRefusals } from './refusals';
import { firstScreenValidation, someTexts } from '../first-screens';
import { language } from './language';
import { common } from './common';
import { serverErrors } from './serverErrors';
import { auth } from './auth';
import { legal } from './legal';
import { pickers } from './pickers';
import { errorPages } from './errorPages';
import { frame } from './frame';
import { validation } from './validation';

/**
 * The English texts of the screens reached signed out (login, sign-up, password resets, legal pages): bundled with
 * the first screen. Of the areas they share with other screens it holds only what they show (../first-screens.ts):
 * every refusal text is in ./refusals.ts, the signed-in screens' areas and shell in ./app.ts, loaded before the first
 * signed-in route renders. Texts are ICU MessageFormat, as Lingui compiles it: {name} for a value, a plural is one
 * key whose text is '{count, plural, one {…} other {…}}'.
 */
export const en = {
  language,
  common,
  serverErrors: someTexts(serverErrors, ['network', 'generic']),
  auth,
  legal,
  pickers,
  errorPages,
  frame: someTexts(frame, ['close', 'sessionEnded', 'draftsOfOldPasswordRemoved']),
  validation: firstScreenValidation(validation),
};

type Strings<T> = { [K in keyof T]: NonNullable<T[K]> extends string ? string : Strings<NonNullable<T[K]>> };
/** Every English text, by area: what `t` knows (MessageKey in src/app/i18n.ts). */
export type EnglishCatalogue = typeof en & typeof enRefusals & typeof enApp;
/** What a translated language's catalogue (../fr.po) holds, by area: the English keys (a plural's branches may differ, see the catalogue test). */
export type Catalogue = Strings<EnglishCatalogue>;
