import type { enApp } from './app';
import type { enRefusals } from './refusals';
import type { enSignedOut } from './signed-out';
import { LoginForm } from '@/contract/auth';
import { formsValidation, someTexts } from '../first-screens';
import { language } from './language';
import { serverErrors } from './serverErrors';
import { auth } from './auth';
import { legal } from './legal';
import { errorPages } from './errorPages';
import { frame } from './frame';
import { validation } from './validation';

/**
 * The English texts of the first screen (the login form) and of what every screen can show (the language switch, the
 * legal links, the error pages): bundled with the first screen. Of the areas it shares with other screens it holds
 * only what it shows (../first-screens.ts): the other signed-out screens' texts are in ./signed-out.ts, every refusal
 * text in ./refusals.ts, the signed-in screens' areas and shell in ./app.ts, each loaded before a screen showing them
 * renders.
 * Texts are ICU MessageFormat, as Lingui compiles it: {name} for a value, a plural is one key whose text is
 * '{count, plural, one {…} other {…}}'.
 */
export const en = {
  language,
  serverErrors: someTexts(serverErrors, ['network', 'generic']),
  auth: someTexts(auth, [
    'securityNote',
    'emailAddress',
    'password',
    'goBack',
    'signingIn',
    'loginSuccess',
    'toReviewQueue',
    'toAccounts',
    'somethingWrong',
    'signInTitle',
    'welcomeBack',
    'signInSubtitle',
    'noAccount',
    'triesLeft',
    'signInWithPasskey',
    'rememberMe',
    'forgotPassword',
    'signIn',
    'incorrectCredentials',
  ]),
  legal,
  errorPages,
  frame: someTexts(frame, ['close', 'sessionEnded', 'draftsOfOldPasswordRemoved']),
  validation: formsValidation(validation, [LoginForm]),
};

type Strings<T> = { [K in keyof T]: NonNullable<T[K]> extends string ? string : Strings<NonNullable<T[K]>> };
/** Every English text, by area: what `t` knows (MessageKey in src/app/i18n.ts). */
export type EnglishCatalogue = typeof en & typeof enSignedOut & typeof enRefusals & typeof enApp;
/** What a translated language's catalogue (../fr.po) holds, by area: the English keys (a plural's branches may differ, see the catalogue test). */
export type Catalogue = Strings<EnglishCatalogue>;
