import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { routePath } from 'hono/route';
import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Deps } from './deps';
// Turn on the contract's phone and wallet address checks, which the app loads only with those fields (field-checks.ts).
import '../src/contract/phone-numbers';
import '../src/contract/wallet-addresses';
import '../src/contract/identity-numbers';
import '../src/contract/business-identifiers';
import { HttpError, refusalBody } from './http/errors';
import { metaRoutes } from './routes/meta';
import { authRoutes } from './routes/auth';
import { settingsRoutes } from './routes/settings';
import { passkeyRoutes } from './routes/passkeys';
import { userRoutes } from './routes/user';
import { accountsRoutes } from './routes/accounts';
import { businessRoutes } from './routes/business';
import { paymentsRoutes } from './routes/payments';
import { reviewRoutes } from './routes/review';
import { referenceRoutes } from './routes/reference';
import { uploadsRoute } from './routes/uploads';
import { handoffRoutes } from './routes/handoffs';
import { notificationRoutes } from './routes/notifications';
import { securityHeaders } from './http/security-headers';
import { pageLanguage } from './http/language';
import { isPrerenderedPage, prerenderedPageFile } from '../src/contract/prerendered-pages';
import { requestLog, requestLogger } from './http/request-log';
import { clientConnection } from './http/client-meta';
import { publicMetricsRoute } from './metrics/serve-metrics';
import { ClientAborted } from './http/body';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './db';

/** nginx's status for a request whose client closed the connection before it was answered. */
export const CLIENT_CLOSED_REQUEST = 499 as ContentfulStatusCode;

/** The whole server: the API under /api/v1 and, when built, the app itself on the same origin. */
export function createApp(deps: Deps) {
  const app = new Hono();
  app.use('*', requestLog(deps.log, deps.config.trustedProxyHops, deps.metrics.observeRequest));
  app.use('*', clientConnection(deps.config.trustedProxyHops));
  app.use('*', securityHeaders());
  publicMetricsRoute(app, deps.metrics, deps.config.metricsToken);

  const api = new Hono();
  metaRoutes(api, deps);
  authRoutes(api, deps);
  settingsRoutes(api, deps);
  passkeyRoutes(api, deps);
  userRoutes(api, deps);
  accountsRoutes(api, deps);
  businessRoutes(api, deps);
  paymentsRoutes(api, deps);
  reviewRoutes(api, deps);
  referenceRoutes(api, deps);
  uploadsRoute(api, deps);
  handoffRoutes(api, deps);
  notificationRoutes(api, deps);
  api.all('*', (c) => c.json(refusalBody('noSuchEndpoint'), 404));
  api.onError((error, c) => {
    if (error instanceof HttpError) {
      deps.metrics.refused(error.status, error.messageRef?.id);
      error.announceWait(c);
      return c.json(error.body, error.status);
    }
    // Nobody reads this answer: the request log records it as an abort (499), not as a failure.
    if (error instanceof ClientAborted) return c.json({ errorMessage: error.message }, CLIENT_CLOSED_REQUEST);
    if (isDatabaseUnavailable(error)) {
      requestLogger(c, deps.log).warn({ err: error, route: routePath(c) }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json(refusalBody('busy'), 503);
    }
    requestLogger(c, deps.log).error({ err: error, route: routePath(c) }, 'unhandled error');
    return c.json(refusalBody('generic'), 500);
  });
  app.route('/api/v1', api);
  // A method or path nothing serves (PROPFIND /, TRACE): a JSON refusal like the API's, not Hono's plain text.
  app.notFound((c) => c.json(refusalBody('noSuchEndpoint'), 404));

  const staticDir = deps.config.staticDir && resolve(deps.config.staticDir);
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    // The build draws the signed-out pages in each language (src/contract/prerendered-pages.ts); every other path gets
    // the page without prerendered content, app.html (vite.config.ts). A prerendered page comes in the browser's
    // language, so it varies with Accept-Language.
    const files = new Set(readdirSync(staticDir));
    const prerenderedFile = (path: string, c: Context) => {
      if (!isPrerenderedPage(path)) return path;
      c.header('Vary', 'Accept-Language');
      const translated = prerenderedPageFile(path, pageLanguage(c));
      return files.has(translated) ? `/${translated}` : `/${prerenderedPageFile(path, 'en')}`;
    };
    const appHtml = readFileSync(
      join(staticDir, existsSync(join(staticDir, 'app.html')) ? 'app.html' : 'index.html'),
      'utf8',
    );
    app.use(
      '*',
      serveStatic({
        root: staticDir,
        rewriteRequestPath: prerenderedFile,
        // The build writes .br and .gz beside each text file (vite.config.ts): served as they are, no work per request.
        precompressed: true,
        onFound: (path, c) => {
          const immutable = path.includes('/assets/');
          c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    app.get('*', (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.html(appHtml);
    });
  }
  return app;
}
