import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { listAccountsRoute } from './list';
import { createAccountRoute } from './create';
import { identityRoute } from './identity';
import { otherInfoRoute } from './other-info';
import { readIndividualRoute } from './read-individual';
import { deleteIndividualRoute } from './delete-individual';
import { documentsRoute } from './documents';

/** The accounts list, individual (KYC) onboarding, its deletion and the documents download. KYB lives in ../business. */
export function accountsRoutes(app: Hono, deps: Deps) {
  listAccountsRoute(app, deps);
  createAccountRoute(app, deps);
  identityRoute(app, deps);
  otherInfoRoute(app, deps);
  readIndividualRoute(app, deps);
  deleteIndividualRoute(app, deps);
  documentsRoute(app, deps);
}
