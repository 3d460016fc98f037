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
  app.get('/health/ready', async (c) => {
    try {
      await ping(deps.db);
      return c.json({ status: 'ok', db: deps.dbKind });
    } catch {
      return c.json({ status: 'unavailable', db: deps.dbKind }, 503);
    }
  });
  let openapi: object | undefined;
  app.get('/openapi.json', (c) => c.json((openapi ??= buildOpenApi())));
  let page: string | undefined;
  app.get('/docs', (c) => c.html((page ??= renderReferencePage())));
}
