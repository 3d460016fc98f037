import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import '@/contract/phone-numbers';
import { EmailForm, LoginForm, NewPasswordForm, RegisterForm } from '@/contract';
import { validateWith } from '@/app/wording/form-validation';
import { t } from '@/app/i18n';
import enFirstScreens from '@/app/locales/en?messages';
import frFirstScreens from '@/app/locales/fr?messages';
import enSignedOutScreens from '@/app/locales/en/signed-out?messages';
import frSignedOutScreens from '@/app/locales/fr/signed-out?messages';

const long = 'x'.repeat(300);
/** What a user can type into the login form, wrong in every way its schema checks. */
const WRONG_LOGINS = [
  [
    LoginForm,
    [
      { username: '', password: '' },
      { username: 'ada@', password: long },
    ],
  ],
] as const;
/** The same for the other signed-out forms. */
const WRONG_INPUTS = [
  [EmailForm, [{ email: '' }, { email: 'ada@example' }, { email: `${long}@example.com` }]],
  [
    NewPasswordForm,
    [
      { email: '', newPassword: '', confirmPassword: '' },
      { email: 'ada', newPassword: 'short', confirmPassword: 'other' },
      { email: 'ada@example.com', newPassword: long, confirmPassword: long },
    ],
  ],
  [
    RegisterForm,
    [
      { emailAddress: '', phone: '', password: '', confirmPassword: '' },
      { emailAddress: 'ada', phone: '+2340', password: 'short', confirmPassword: 'other' },
      { emailAddress: 'ada@example.com', phone: '+234803', password: long, confirmPassword: long },
    ],
  ],
] as const;

const loginErrors = () =>
  WRONG_LOGINS.flatMap(([form, inputs]) => inputs.flatMap((input) => Object.values(validateWith(form)(input))));
const otherFormsErrors = () =>
  WRONG_INPUTS.flatMap(([form, inputs]) => inputs.flatMap((input) => Object.values(validateWith(form)(input))));
const unworded = (errors: string[]) => errors.filter((error) => /^validation\.|[{}]/.test(error));

describe("the signed-out screens' texts, without the rest of the catalogue", () => {
  for (const [language, firstScreen, signedOutScreens] of [
    ['en', enFirstScreens, enSignedOutScreens],
    ['fr', frFirstScreens, frSignedOutScreens],
  ] as const) {
    describe(`the first screen's part alone (${language})`, () => {
      beforeEach(() => {
        i18n.load({ [language]: firstScreen });
        i18n.activate(language);
      });

      it('words every validation error of the login form', () => {
        const errors = loginErrors();
        expect(errors.length).toBeGreaterThan(3);
        expect(unworded(errors)).toEqual([]);
      });

      it('words a lost connection and an unexpected failure', () => {
        expect(
          [t('serverErrors.network'), t('serverErrors.generic')].filter((text) => text.startsWith('serverErrors.')),
        ).toEqual([]);
      });
    });

    it(`with the other signed-out screens' part, words every validation error of their forms (${language})`, () => {
      i18n.load({ [language]: { ...firstScreen, ...signedOutScreens } });
      i18n.activate(language);
      const errors = otherFormsErrors();
      expect(errors.length).toBeGreaterThan(10);
      expect(unworded(errors)).toEqual([]);
    });
  }
});
