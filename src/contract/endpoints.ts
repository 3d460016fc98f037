import { authEndpoints } from './auth-endpoints';

/** Every API operation of SPEC 7 (and the few beyond it), by name. Paths are relative to /api/v1. */
export const endpoints = {
  ...authEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const API_BASE = '/api/v1';
