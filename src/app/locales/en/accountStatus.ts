export const accountStatus = {
  pending: 'Pending',
  incomplete: 'Incomplete',
  active: 'Active',
  rejected: 'Rejected',
  changesRequested: 'Changes requested',
};
