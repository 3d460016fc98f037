/**
 * Account status ids (accountStatus.accountStatusId in the accounts lists). The product description fixes two of them: the row link
 * is disabled for id 1 (individual) and 10 (corporate) — the state in which the account is with the reviewers
 * and cannot be edited. The other ids are ours.
 */
export const INDIVIDUAL_STATUS = { pending: 1, incomplete: 2, active: 3, rejected: 4, changesRequested: 5 } as const;
export const CORPORATE_STATUS = {
  pending: 10,
  incomplete: 11,
  active: 12,
  rejected: 13,
  changesRequested: 14,
} as const;

export const ACCOUNT_STATUS_TEXT: Record<number, string> = {
  1: 'Pending',
  2: 'Incomplete',
  3: 'Active',
  4: 'Rejected',
  5: 'Changes requested',
  10: 'Pending',
  11: 'Incomplete',
  12: 'Active',
  13: 'Rejected',
  14: 'Changes requested',
};

/** Product §4: the row link is disabled for these ids. */
export const LOCKED_STATUS_IDS: readonly number[] = [INDIVIDUAL_STATUS.pending, CORPORATE_STATUS.pending];

export type AccountStatusKind = 'pending' | 'incomplete' | 'active' | 'rejected' | 'changesRequested';
export function statusKind(id: number): AccountStatusKind {
  const entry = Object.entries(id >= 10 ? CORPORATE_STATUS : INDIVIDUAL_STATUS).find(([, value]) => value === id);
  return (entry?.[0] as AccountStatusKind) ?? 'incomplete';
}

/** Approved accounts: a change to one of them is a revision, reviewed before it replaces what was approved. */
export const APPROVED_STATUS_IDS: readonly number[] = [INDIVIDUAL_STATUS.active, CORPORATE_STATUS.active];
