import { documents } from './documents';
import { frame } from './frame';
import { deviceStorage } from './deviceStorage';
import { shell } from './shell';
import { handoff } from './handoff';
import { legalTexts } from './legalTexts';
import { outbox } from './outbox';
import { paymentDetail } from './paymentDetail';
import { review } from './review';
import { reviewFields } from './reviewFields';
import { kyb } from './kyb';
import { kyc } from './kyc';
import { onboarding } from './onboarding';
import { accounts } from './accounts';
import { accountStatus } from './accountStatus';
import { paymentMethod } from './paymentMethod';
import { settings } from './settings';
import { passkeys } from './passkeys';
import { notificationTopics } from './notificationTopics';
import { overview } from './overview';
import { profiles } from './profiles';
import { permissionNames } from './permissionNames';
import { payments } from './payments';
import { paymentTypes } from './paymentTypes';
import { paymentStatuses } from './paymentStatuses';
import { paymentToken } from './paymentToken';
import { paymentForm } from './paymentForm';
import { kybPeople } from './kybPeople';
import { referenceNames } from './referenceNames';

/** The English texts of the signed-in screens (customers' and reviewers'), loaded with the first of them (src/app/i18n.ts). */
export const enApp = {
  shell,
  frame,
  deviceStorage,
  documents,
  handoff,
  legalTexts,
  outbox,
  paymentDetail,
  review,
  reviewFields,
  kyb,
  kyc,
  onboarding,
  accounts,
  accountStatus,
  paymentMethod,
  settings,
  passkeys,
  notificationTopics,
  overview,
  profiles,
  permissionNames,
  payments,
  paymentTypes,
  paymentStatuses,
  paymentToken,
  paymentForm,
  kybPeople,
  referenceNames,
};
