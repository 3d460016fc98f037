import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { ping } from '../../db';
import { buildOpenApi } from './openapi';
import { renderReferencePage } from './reference-page';

export function metaRoutes(app: Hono, deps: Deps) {
  app.get('/health', async (c) => {
    await ping(deps.db);
    return c.json({ status: 'ok', db: deps.dbKind });
  });
  app.get('/health/live', (c) => c.json({ status: 'ok' }));
  /**
   * Ready: the database answers and this instance's job workers run (503 otherwise). A stuck queue (a job due for
   * longer than JOBS_STUCK_AFTER_SECONDS) shows in `queue` but keeps the answer 200: the queue is shared by every
   * instance, so taking them all out of the load balancer would not unstick it, only stop serving.
   */
  app.get('/health/ready', async (c) => {
    try {
      await ping(deps.db);
      const queue = await deps.jobs.state();
      const status = !queue.running ? 'stopped' : queue.stuck.length > 0 ? 'stuck' : 'ok';
      const details = {
        status,
        stuck: queue.stuck,
        waiting: Object.fromEntries(queue.kinds.map((kind) => [kind.kind, kind.waiting])),
        oldestDueSeconds: Math.round(Math.max(0, ...queue.kinds.map((kind) => kind.oldestDueSeconds))),
      };
      return c.json(
        { status: queue.running ? 'ok' : 'unavailable', db: deps.dbKind, queue: details },
        queue.running ? 200 : 503,
      );
    } catch {
      return c.json({ status: 'unavailable', db: deps.dbKind }, 503);
    }
  });
  let openapi: object | undefined;
  app.get('/openapi.json', (c) => c.json((openapi ??= buildOpenApi())));
  let page: string | undefined;
  app.get('/docs', (c) => c.html((page ??= renderReferencePage())));
}
