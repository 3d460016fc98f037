import { documents } from './documents';
import { frame } from './frame';
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
import type { Catalogue } from '../en';
import type { enApp } from '../en/app';
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

/** The French texts of the signed-in screens (see ../en/app.ts). */
export const frApp: Pick<Catalogue, keyof typeof enApp> = {
  shell,
  frame,
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
