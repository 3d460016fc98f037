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

/** The English catalogue: every text the app shows, by area. Plural keys end in _one/_other (i18next's suffixes). */
export const en = {
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

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> } & { [plural: `${string}_many`]: string };
/** What every language's catalogue holds: the English keys (plural forms may differ, see the catalogue test). */
export type Catalogue = Strings<typeof en>;
