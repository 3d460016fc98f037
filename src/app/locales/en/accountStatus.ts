import { ACCOUNT_STATUS_TEXT } from '@/contract/account-status';

export const accountStatus = {
  pending: 'Pending',
  incomplete: 'Incomplete',
  active: 'Active',
  rejected: 'Rejected',
  changesRequested: ACCOUNT_STATUS_TEXT[5],
};
