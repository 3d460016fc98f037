import { ACCOUNT_STATUS_TEXT } from '@/contract/account-status';

/** The app frame's own texts outside the menu: offline and update notices, installation, sign-out, dialogs, session. */
export const frame = {
  close: 'Close',
  installApp: 'Install app',
  documentsLeft:
    '{count, plural, one { ({count} document, {size} to send)} other { ({count} documents, {size} to send)}}',
  sending:
    '{count, plural, one {Sending {count} step saved on this device{documents}...} other {Sending {count} steps saved on this device{documents}...}}',
  offline: 'You are offline. What you type is saved on this device and sent when you are back online.',
  offlineWithPending:
    '{count, plural, one {You are offline. What you type is saved on this device; {count} step{documents} will be sent when you are back online.} other {You are offline. What you type is saved on this device; {count} steps{documents} will be sent when you are back online.}}',
  newVersion: 'A new version is available.',
  updateWaits: 'Your saved forms are not sent yet: the update waits for them, or loads the next time you open the app.',
  reloadToUpdate: 'Reload to use it. Nothing you typed will be lost.',
  reload: 'Reload',
  sessionEnded: 'Your session has ended. Please sign in again.',
  draftsOfOldPasswordRemoved:
    'Your password was reset, so the forms and unsent steps this device kept under your old password could not be opened. They were removed: please fill them in again.',
  revisionNotes: {
    submitted: 'Changes under review',
    changesRequested: ACCOUNT_STATUS_TEXT[5],
    open: 'Changes not submitted yet',
    declined: 'Changes declined',
  },
};
