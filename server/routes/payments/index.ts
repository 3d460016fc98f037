import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { paymentRequestRoutes } from './requests';
import { paymentTokenRoutes } from './token';
import { paymentPasskeyRoutes } from './passkey';
import { paymentListRoutes } from './lists';
import { paymentMethodRoutes } from './methods';

/** Product §7's payment calls except the reference lists (server/routes/reference). */
export function paymentsRoutes(app: Hono, deps: Deps) {
  paymentRequestRoutes(app, deps);
  paymentTokenRoutes(app, deps);
  paymentPasskeyRoutes(app, deps);
  paymentListRoutes(app, deps);
  paymentMethodRoutes(app, deps);
}
