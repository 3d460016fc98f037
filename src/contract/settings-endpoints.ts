import { defineEndpoint } from './endpoint';
import { MessageResponse } from './common';
import {
  ClientUserPermissionsResponse,
  CreateSubProfileRequest,
  EmailAddressQuery,
  LoginActivityResponse,
  NotificationPreferences,
  ParentAndSecondaryUsersResponse,
  SavedPaymentMethodsResponse,
  SubProfileResponse,
  TwoFactorCodeRequest,
  TwoFactorDisableRequest,
  TwoFactorSetupRequest,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
  UpdatePermissionsOrPasswordRequest,
} from './settings';

const tag = 'Settings and profiles';

export const settingsEndpoints = {
  updatePermissionsOrPassword: defineEndpoint({
    method: 'POST',
    path: '/settings/updatePermissionForParentOrSecondaryUsers',
    tag,
    auth: 'signedIn',
    summary: "Set a secondary profile's permissions (userId, userPermissions), or change the caller's password (email, oldPassword, newPassword, confirmPassword)",
    body: UpdatePermissionsOrPasswordRequest,
    response: MessageResponse,
  }),
  clientUserPermissions: defineEndpoint({ method: 'GET', path: '/settings/clientUserPermssion', tag, auth: 'user', summary: "The caller's own permissions, or those of one of its secondary profiles", query: EmailAddressQuery, response: ClientUserPermissionsResponse }),
  parentAndSecondaryUsers: defineEndpoint({ method: 'GET', path: '/settings/parentAndSecondaryUser', tag, auth: 'user', summary: 'The secondary profiles of the account owner', query: EmailAddressQuery, response: ParentAndSecondaryUsersResponse }),
  createSubProfile: defineEndpoint({ method: 'POST', path: '/user/subProfile', tag, auth: 'user', summary: 'Create a secondary profile and mail its invitation', body: CreateSubProfileRequest, response: SubProfileResponse }),
  deleteSubProfile: defineEndpoint({ method: 'DELETE', path: '/user/subProfile', tag, auth: 'user', summary: 'Delete a secondary profile (beyond the product description)', query: EmailAddressQuery, response: MessageResponse }),
  twoFactorStatus: defineEndpoint({ method: 'GET', path: '/settings/twoFactor', tag, auth: 'signedIn', summary: 'Whether sign-in asks for an authenticator code (beyond the product description)', response: TwoFactorStatusResponse }),
  startTwoFactorSetup: defineEndpoint({ method: 'POST', path: '/settings/twoFactor/setup', tag, auth: 'signedIn', summary: 'With the password: a new TOTP secret and its QR code, waiting for a confirming code (beyond the product description)', body: TwoFactorSetupRequest, response: TwoFactorSetupResponse }),
  enableTwoFactor: defineEndpoint({ method: 'POST', path: '/settings/twoFactor/enable', tag, auth: 'signedIn', summary: 'Confirm the new secret with a code; sign-in then asks for one (beyond the product description)', body: TwoFactorCodeRequest, response: TwoFactorStatusResponse }),
  disableTwoFactor: defineEndpoint({ method: 'POST', path: '/settings/twoFactor/disable', tag, auth: 'signedIn', summary: 'Turn two-factor sign-in off with the password and a current code; staff cannot (beyond the product description)', body: TwoFactorDisableRequest, response: TwoFactorStatusResponse }),
  loginActivity: defineEndpoint({ method: 'GET', path: '/settings/loginActivity', tag, auth: 'user', summary: "The caller's recent sign-ins (beyond the product description)", response: LoginActivityResponse }),
  savedPaymentMethods: defineEndpoint({ method: 'GET', path: '/settings/paymentMethods', tag, auth: 'user', summary: "The account owner's payment methods, across its accounts (beyond the product description)", response: SavedPaymentMethodsResponse }),
  notificationPreferences: defineEndpoint({ method: 'GET', path: '/settings/notificationPreferences', tag, auth: 'user', summary: "The caller's notification toggles (beyond the product description)", response: NotificationPreferences }),
  saveNotificationPreferences: defineEndpoint({ method: 'POST', path: '/settings/notificationPreferences', tag, auth: 'user', summary: "Save the caller's notification toggles (beyond the product description)", body: NotificationPreferences, response: NotificationPreferences }),
};
