import { authEndpoints } from './auth-endpoints';
import { settingsEndpoints } from './settings-endpoints';
import { referenceEndpoints } from './reference-endpoints';
import { accountsEndpoints } from './accounts-endpoints';
import { businessEndpoints } from './business-endpoints';
import { paymentsEndpoints } from './payments-endpoints';
import { reviewEndpoints } from './review-endpoints';
import { handoffEndpoints } from './handoff';
import { notificationEndpoints } from './notifications';
import { passkeyEndpoints } from './passkeys-endpoints';

/** Every API operation of product §7 (and the few beyond it), by name. Paths are relative to /api/v1. */
export const endpoints = {
  ...authEndpoints,
  ...settingsEndpoints,
  ...referenceEndpoints,
  ...accountsEndpoints,
  ...businessEndpoints,
  ...paymentsEndpoints,
  ...reviewEndpoints,
  ...handoffEndpoints,
  ...notificationEndpoints,
  ...passkeyEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
