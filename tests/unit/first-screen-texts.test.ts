import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import '@/contract/phone-numbers';
import { EmailForm, LoginForm, NewPasswordForm, RegisterForm } from '@/contract';
import { validateWith } from '@/app/wording/form-validation';
import { t } from '@/app/i18n';
import enFirstScreens from '@/app/locales/en?messages';
import frFirstScreens from '@/app/locales/fr?messages';

const long = 'x'.repeat(300);
/** What a user can type into the signed-out forms, wrong in every way their schemas check. */
const WRONG_INPUTS = [
  [
    LoginForm,
    [
      { username: '', password: '' },
      { username: 'ada@', password: long },
    ],
  ],
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

describe("the first screens' texts, without the rest of the catalogue", () => {
  for (const [language, firstScreens] of [
    ['en', enFirstScreens],
    ['fr', frFirstScreens],
  ] as const) {
    beforeEach(() => {
      i18n.load({ [language]: firstScreens });
      i18n.activate(language);
    });

    it(`word every validation error of the signed-out forms (${language})`, () => {
      const errors = WRONG_INPUTS.flatMap(([form, inputs]) =>
        inputs.flatMap((input) => Object.values(validateWith(form)(input))),
      );
      expect(errors.length).toBeGreaterThan(10);
      expect(errors.filter((error) => /^validation\.|[{}]/.test(error))).toEqual([]);
    });

    it(`word a lost connection and an unexpected failure (${language})`, () => {
      expect(
        [t('serverErrors.network'), t('serverErrors.generic')].filter((text) => text.startsWith('serverErrors.')),
      ).toEqual([]);
    });
  }
});
