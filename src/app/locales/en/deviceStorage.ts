/** What this device keeps of the user's work: storage state, the rescue copy, a photo that does not fit, sign-out. */
export const deviceStorage = {
  title: 'Saved on this device',
  kept: 'Kept: this browser will not delete your saved forms and unsent steps to make room.',
  notKept:
    'Not kept for sure: this browser may delete your saved forms and unsent steps when the device runs short of space (Safari also after 7 days without a visit). Save a copy of your unsent work to be safe.',
  unknown: 'This browser does not say whether it keeps what the app saves.',
  used: '{used} used of {quota} this browser allows the app.',
  saveCopy: 'Save a copy of my unsent work',
  restoreCopy: 'Restore from a copy',
  iosNotice:
    'On an iPhone or iPad, Safari deletes what a website saved when it is not opened for 7 days, your saved forms included. To keep them, add Payway to your Home Screen: tap Share, then Add to Home Screen, and open Payway from there.',
  noRoom:
    'This file needs {needed} of room on this device and only {free} is free. Free some space or pick a smaller file; what you already saved is kept.',
  noRoomLeft:
    'This file needs {needed} of room on this device, more than this browser has left for the app. Free some space or pick a smaller file; what you already saved is kept.',
  notSavedFull:
    'This device is full: your last changes could not be saved on it. Free some space; what you saved before is kept.',
  passphrase: 'Passphrase',
  passphraseHint: 'At least 8 characters. You will need it to restore the copy; nobody can open the copy without it.',
  passphraseRepeat: 'Passphrase again',
  passphraseShort: 'Use at least 8 characters.',
  passphraseMismatch: 'The two passphrases differ.',
  saveCopyText:
    'One file with your saved forms, their documents and the steps waiting to be sent, locked with a passphrase you choose.',
  saveCopyButton: 'Save the copy',
  copySaved: 'Copy saved as {name}.',
  copyFile: 'Copy file',
  restoreCopyText: 'Pick a copy saved from this account, on this device or another, and type its passphrase.',
  restoreCopyButton: 'Restore',
  restored:
    '{drafts, plural, =0 {No form} one {{drafts} form} other {{drafts} forms}} and {steps, plural, =0 {no step} one {{steps} step} other {{steps} steps}} restored; the steps are sent when you are online.',
  wrongPassphrase: 'This passphrase does not open the copy. Nothing was changed; try again.',
  otherAccount: 'This copy was saved by another account. Sign in with that account to restore it; nothing was changed.',
  notACopy: 'This file is not a copy of unsent work from Payway.',
  unsentTitle: 'Some of your work is not sent yet',
  unsentText:
    '{steps, plural, =0 {} one {{steps} step is waiting to be sent} other {{steps} steps are waiting to be sent}}{both}{drafts, plural, =0 {} one {{drafts} form is saved on this device only} other {{drafts} forms are saved on this device only}}. What do you want to do before you sign out?',
  and: ' and ',
  sendFirst: 'Send it first',
  sendOffline: 'You are offline: it can be sent once you are back online.',
  sending: 'Sending…',
  removeAndSignOut: 'Remove it and sign out',
  staySignedIn: 'Stay signed in',
  draftsTitle: 'Remove this device’s drafts?',
  draftsText:
    'Your forms saved on this device stay locked after you sign out and open again when you sign in here. On a shared computer, remove them.',
  removeDrafts: 'Remove them and sign out',
  keepDrafts: 'Keep them and sign out',
};
