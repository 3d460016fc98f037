import type { Migration } from 'kysely';
import * as auth from './001-auth';
import * as reference from './002-reference';
import * as accounts from './003-accounts';
import * as business from './004-business';
import * as payments from './005-payments';
import * as profiles from './006-profiles';
import * as review from './007-review';
import * as sealedTotpSecrets from './008-sealed-totp-secrets';
import * as documentChunks from './012-document-chunks';
import * as checkedFields from './013-checked-fields';
import * as uploads from './014-uploads';
import * as securityCodes from './015-security-codes';
import * as securityStaffPayments from './016-security-staff-payments';
import * as revisions from './017-revisions';
import * as accountsListIndex from './019-accounts-list-index';
import * as pendingInvitations from './020-pending-invitations';
import * as deviceKeys from './021-device-keys';
import * as handoffs from './023-handoffs';
import * as userLanguage from './024-user-language';
import * as paymentTokenBinding from './025-payment-token-binding';
import * as staffTwoFactorReset from './026-staff-two-factor-reset';
import * as handoffSession from './027-handoff-session';
import * as verificationTypes from './028-verification-types';
import * as idempotencyClaims from './029-idempotency-claims';
import * as revisionDecisionSeen from './030-revision-decision-seen';
import * as replacedDocuments from './031-replaced-documents';
import * as deviceFindings from './032-device-findings';
import * as jobQueue from './033-job-queue';
import * as deviceMrz from './034-device-mrz';
import * as webhooks from './035-webhooks';
import * as stateNames from './036-state-names';
import * as bankAccountCountries from './037-bank-account-countries';
import * as businessIdentifierTypes from './038-business-identifier-types';
import * as handoffDocument from './039-handoff-document';
import * as passkeys from './040-passkeys';
import * as paymentPasskeys from './041-payment-passkeys';
import * as screening from './042-screening';
import * as auditChain from './043-audit-chain';
import * as retention from './044-retention';
import * as revisionPersonNames from './045-revision-person-names';

/** Every migration, in order. Names sort by their number; add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '001-auth': auth,
  '002-reference': reference,
  '003-accounts': accounts,
  '004-business': business,
  '005-payments': payments,
  '006-profiles': profiles,
  '007-review': review,
  '008-sealed-totp-secrets': sealedTotpSecrets,
  '012-document-chunks': documentChunks,
  '013-checked-fields': checkedFields,
  '014-uploads': uploads,
  '015-security-codes': securityCodes,
  '016-security-staff-payments': securityStaffPayments,
  '017-revisions': revisions,
  '019-accounts-list-index': accountsListIndex,
  '020-pending-invitations': pendingInvitations,
  '021-device-keys': deviceKeys,
  '023-handoffs': handoffs,
  '024-user-language': userLanguage,
  '025-payment-token-binding': paymentTokenBinding,
  '026-staff-two-factor-reset': staffTwoFactorReset,
  '027-handoff-session': handoffSession,
  '028-verification-types': verificationTypes,
  '029-idempotency-claims': idempotencyClaims,
  '030-revision-decision-seen': revisionDecisionSeen,
  '031-replaced-documents': replacedDocuments,
  '032-device-findings': deviceFindings,
  '033-job-queue': jobQueue,
  '034-device-mrz': deviceMrz,
  '035-webhooks': webhooks,
  '036-state-names': stateNames,
  '037-bank-account-countries': bankAccountCountries,
  '038-business-identifier-types': businessIdentifierTypes,
  '039-handoff-document': handoffDocument,
  '040-passkeys': passkeys,
  '041-payment-passkeys': paymentPasskeys,
  '042-screening': screening,
  '043-audit-chain': auditChain,
  '044-retention': retention,
  '045-revision-person-names': revisionPersonNames,
};
