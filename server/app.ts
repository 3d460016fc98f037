import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Deps } from './deps';
import { HttpError } from './http/errors';
import { metaRoutes } from './routes/meta';
import { authRoutes } from './routes/auth';
import { securityHeaders } from './http/security-headers';

/** The whole server: the API under /api/v1 and, when built, the app itself on the same origin. */
export function createApp(deps: Deps) {
  const app = new Hono();
  app.use('*', securityHeaders());

  const api = new Hono();
  metaRoutes(api, deps);
  authRoutes(api, deps);
  api.all('*', (c) => c.json({ errorMessage: 'No such API endpoint.' }, 404));
  api.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ errorMessage: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) }, error.status);
    }
    deps.log.error({ err: { message: error.message, stack: error.stack }, path: c.req.path }, 'unhandled error');
    return c.json({ errorMessage: 'An error occured. Please try again.' }, 500);
  });
  app.route('/api/v1', api);

  const staticDir = deps.config.staticDir && resolve(deps.config.staticDir);
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    const indexHtml = readFileSync(join(staticDir, 'index.html'), 'utf8');
    app.use(
      '*',
      serveStatic({
        root: staticDir,
        onFound: (path, c) => {
          const immutable = path.includes('/assets/');
          c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(indexHtml);
    });
  }
  return app;
}
