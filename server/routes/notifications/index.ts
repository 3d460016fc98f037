import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { register } from '../../http/route';
import { customerNotifications, markRevisionDecisionsSeen } from '../../services/notifications/notifications';

/** The sidebar's notifications: what waits for the signed-in customer (services/notifications/notifications.ts). */
export function notificationRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'notifications', async ({ user, db, deps }) => ({
    notifications: await customerNotifications(db, user, deps.now()),
  }));
  register(app, deps, 'markNotificationsSeen', async ({ user, db, deps, body }) => ({
    seen: await markRevisionDecisionsSeen(db, user, body.revisionIds, deps.now()),
  }));
}
