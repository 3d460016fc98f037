import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { MessageResponse } from './common';
import {
  AuthUser,
  DeviceKeyResponse,
  LoginRequest,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SendCodeResponse,
  UserEmailParams,
  ValidateResetTokenResponse,
  ValidateTokenRequest,
} from './auth';
import { RegisterRequest } from './registration';

const tag = 'Authentication';

export const authEndpoints = {
  authenticate: defineEndpoint({
    method: 'POST',
    path: '/auth/authenticate',
    tag,
    auth: 'public',
    summary: 'Sign in with email and password',
    body: LoginRequest,
    response: AuthUser,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    tag,
    auth: 'public',
    summary: 'Create a user and send the sign-up code',
    body: RegisterRequest,
    response: AuthUser,
  }),
  sendSignupToken: defineEndpoint({
    method: 'GET',
    path: '/auth/token/send/{userEmail}',
    tag,
    auth: 'public',
    summary: 'Send (again) the 6-digit sign-up code',
    params: UserEmailParams,
    response: SendCodeResponse,
  }),
  validateSignupToken: defineEndpoint({
    method: 'POST',
    path: '/auth/token/validate',
    tag,
    auth: 'public',
    summary: 'Check the sign-up code; the user becomes Onboarding and is signed in',
    body: ValidateTokenRequest,
    response: AuthUser,
  }),
  sendResetToken: defineEndpoint({
    method: 'GET',
    path: '/auth/token/sendResetToken/{userEmail}',
    tag,
    auth: 'public',
    summary: 'Send the 6-digit password reset code (same answer for unknown emails)',
    params: UserEmailParams,
    response: SendCodeResponse,
  }),
  validateResetToken: defineEndpoint({
    method: 'POST',
    path: '/auth/token/validateOtherToken',
    tag,
    auth: 'public',
    summary: 'Check the reset code; returns the proof resetPassword needs',
    body: ValidateTokenRequest,
    response: ValidateResetTokenResponse,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/auth/resetPassword',
    tag,
    auth: 'public',
    summary: 'Set a new password after a verified reset code; lifts a lockout',
    body: ResetPasswordRequest,
    response: ResetPasswordResponse,
  }),
  deviceKey: defineEndpoint({
    method: 'GET',
    path: '/auth/deviceKey',
    tag,
    auth: 'signedIn',
    summary:
      "The key the app encrypts this user's drafts and unsent steps with on the device (beyond the product description)",
    response: DeviceKeyResponse,
  }),
  signOut: defineEndpoint({
    method: 'POST',
    path: '/auth/signOut',
    tag,
    auth: 'signedIn',
    summary: 'End this session (beyond the product description)',
    body: v.optional(v.object({})),
    response: MessageResponse,
  }),
  signOutEverywhere: defineEndpoint({
    method: 'POST',
    path: '/auth/signOutEverywhere',
    tag,
    auth: 'signedIn',
    summary: "End every session of the caller's, this one included, on every device (beyond the product description)",
    body: v.optional(v.object({})),
    response: MessageResponse,
  }),
};
