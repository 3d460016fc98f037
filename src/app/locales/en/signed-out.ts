import { EmailForm, NewPasswordForm } from '@/contract/auth';
import { RegisterForm } from '@/contract/registration';
import { formsValidation } from '../first-screens';
import { common } from './common';
import { auth } from './auth';
import { pickers } from './pickers';
import { validation } from './validation';

/**
 * The English texts of the signed-out screens other than the login form (sign-up, code checks, password resets, the
 * login's lockout and two-factor steps), of the lists to choose from and the words every form uses: loaded with those
 * screens and with the signed-in ones, which share some of them (src/app/i18n.ts). The whole `auth` area: the first
 * screen's part holds only what the login form shows (./index.ts). Of `validation` what these screens' forms can say,
 * there before they render: they check what is typed without waiting for the refusal texts (./refusals.ts).
 */
export const enSignedOut = {
  common,
  auth,
  pickers,
  validation: formsValidation(validation, [EmailForm, NewPasswordForm, RegisterForm]),
};
