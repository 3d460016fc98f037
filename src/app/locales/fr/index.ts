import type { Catalogue } from '../en';
import { language } from './language';
import { shell } from './shell';
import { common } from './common';
import { accounts } from './accounts';
import { accountStatus } from './accountStatus';
import { paymentMethod } from './paymentMethod';
import { settings } from './settings';
import { notificationTopics } from './notificationTopics';
import { serverErrors } from './serverErrors';
import { overview } from './overview';
import { auth } from './auth';
import { profiles } from './profiles';
import { permissionNames } from './permissionNames';
import { payments } from './payments';
import { paymentTypes } from './paymentTypes';
import { paymentStatuses } from './paymentStatuses';
import { paymentToken } from './paymentToken';
import { paymentForm } from './paymentForm';
import { paymentTypeWords } from './paymentTypeWords';
import { legal } from './legal';
import { validation } from './validation';

/** The French catalogue. French plurals: _one (0 and 1), _many (millions), _other. */
export const fr: Catalogue = {
  language,
  shell,
  common,
  accounts,
  accountStatus,
  paymentMethod,
  settings,
  notificationTopics,
  serverErrors,
  overview,
  auth,
  profiles,
  permissionNames,
  payments,
  paymentTypes,
  paymentStatuses,
  paymentToken,
  paymentForm,
  paymentTypeWords,
  legal,
  validation,
};
