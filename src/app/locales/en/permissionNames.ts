/** Product §3's nine permissions, by permission id. */
export const permissionNames = {
  '1': 'Create account',
  '2': 'Update account',
  '3': 'Delete account',
  '4': 'View accounts',
  '5': 'Make payment request',
  '6': 'View requests',
  '7': 'Cancel requests',
  '8': 'Create sub-profiles',
  '9': 'Delete profiles',
};
