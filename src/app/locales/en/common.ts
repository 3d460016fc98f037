export const common = {
  cancel: 'Cancel',
  continue: 'Continue',
  loading: 'Loading...',
  edit: 'Edit',
  delete: 'Delete',
};
