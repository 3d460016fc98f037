import type { enApp } from './app';
import { language } from './language';
import { shell } from './shell';
import { common } from './common';
import { serverErrors } from './serverErrors';
import { auth } from './auth';
import { legal } from './legal';
import { pickers } from './pickers';
import { errorPages } from './errorPages';
import { frame } from './frame';
import { validation } from './validation';

/**
 * The English texts of the screens reached signed out (login, sign-up, password resets, legal pages) and of the
 * shell: bundled with the first screen. The signed-in screens' areas are in ./app.ts, loaded before the first
 * signed-in route renders. Texts are ICU MessageFormat, as Lingui compiles it: {name} for a value, a plural is one key whose
 * text is '{count, plural, one {…} other {…}}'.
 */
export const en = {
  language,
  shell,
  common,
  serverErrors,
  auth,
  legal,
  pickers,
  errorPages,
  frame,
  validation,
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
/** Every English text, by area: what i18next's `t` knows (src/app/i18next.d.ts). */
export type EnglishCatalogue = typeof en & typeof enApp;
/** What every language's catalogue holds: the English keys (a plural's branches may differ, see the catalogue test). */
export type Catalogue = Strings<EnglishCatalogue>;
