import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { businessInfoRoute } from './business-info';
import { ownershipRoute } from './ownership';
import { activityRoute } from './activity';
import { complianceRoute } from './compliance';
import { readBusinessRoutes } from './read';
import { deleteBusinessRoute } from './delete';

/** Business onboarding (KYB): the four steps, their read-backs and the deletion of a business account. */
export function businessRoutes(app: Hono, deps: Deps) {
  businessInfoRoute(app, deps);
  ownershipRoute(app, deps);
  activityRoute(app, deps);
  complianceRoute(app, deps);
  readBusinessRoutes(app, deps);
  deleteBusinessRoute(app, deps);
}
