import type { Context, Hono } from 'hono';
import { Server } from '@tus/server';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { API_BASE, DOCUMENT_MAX_BYTES, UPLOADS_PATH, type MessageId } from '../../../src/contract';
import type { Deps } from '../../deps';
import { ClientAborted, clientClosed } from '../../http/body';
import { HttpError, refusalBody, unauthorized } from '../../http/errors';
import { bearerToken, resolveSession } from '../../http/session';
import { requestLogger } from '../../http/request-log';
import { resolveCaptureGrant } from '../../services/onboarding/handoffs';
import { documentOwnerFor } from '../../services/profiles/owner';
import { discardUpload, UploadStore, type UploadCaller } from '../../storage/uploads';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../../db';

/**
 * Resumable document uploads, tus 1.0 (product §5, docs/offline.md): POST /uploads creates one (Upload-Length at
 * most DOCUMENT_MAX_BYTES, else 413 before anything is stored; Upload-Metadata filename and filetype), HEAD
 * /uploads/{id} tells how much arrived, PATCH /uploads/{id} appends from there, DELETE drops an unfinished one.
 * The session (bearer token or the web app's cookie) is checked first (401 before any body is read); an upload is bound to the user who created it
 * and is 404 to anyone else; a secondary profile needs a permission that sends documents (services/profiles/owner.ts
 * documentOwnerFor). A client that goes away mid-PATCH is logged as an abort (499): what arrived is kept. A phone may
 * instead bear a hand-off's capture grant (services/onboarding/handoffs.ts): its uploads go to the hand-off's user and
 * field, and it reaches no other upload (nor any other route).
 */
/** tus's own refusals a client of ours may meet (@tus/utils ERRORS), by their text: the contract's message saying it. */
const TUS_REFUSALS: Record<string, MessageId> = {
  'The file for this url was not found': 'uploadNotFound',
  'The file for this url no longer exists': 'uploadGone',
  'Upload-Offset conflict': 'uploadOffsetConflict',
  "upload's size exceeded": 'uploadSizeExceeded',
  'Maximum size exceeded': 'uploadMaxSizeExceeded',
  'Request aborted due to lock acquired': 'uploadLocked',
  'failed to acquire lock before timeout': 'uploadLockTimeout',
  'Something went wrong with that request': 'uploadFailed',
  'Something went wrong receiving the file': 'uploadWriteFailed',
};

/** tus's own refusals are plain text; ours are JSON already. A protocol error (a header missing) only a broken client meets keeps tus's words. */
function asJson(body: string) {
  if (body.startsWith('{')) return body;
  const text = body.trim();
  return JSON.stringify(Object.hasOwn(TUS_REFUSALS, text) ? refusalBody(TUS_REFUSALS[text]) : { errorMessage: text });
}

/**
 * A refusal tus wrote itself (its header checks come before onResponseError): the same answer as JSON { errorMessage },
 * its length said so the connection stays usable (a HEAD keeps its length and no body).
 */
async function refusalAsJson(method: string, response: Response) {
  const headers = new Headers(response.headers);
  headers.set('Content-Type', 'application/json');
  if (method === 'HEAD') return new Response(null, { status: response.status, headers });
  const body = asJson(await response.text());
  headers.set('Content-Length', String(Buffer.byteLength(body)));
  return new Response(body, { status: response.status, headers });
}

export function uploadsRoute(app: Hono, deps: Deps) {
  const current = new AsyncLocalStorage<{ caller: UploadCaller; c: Context }>();
  const currentCaller = () => {
    const found = current.getStore()?.caller;
    if (!found) throw new Error('An upload was touched outside a signed-in request.');
    return found;
  };
  const tus = new Server({
    path: API_BASE + UPLOADS_PATH,
    datastore: new UploadStore(deps, currentCaller),
    maxSize: DOCUMENT_MAX_BYTES,
    relativeLocation: true,
    namingFunction: () => randomUUID(),
    disableTerminationForFinishedUploads: true,
    // Same origin only: no CORS headers.
    allowedOrigins: () => false,
    // Every refusal as JSON { errorMessage }; anything unexpected is logged and answered without its details.
    onResponseError: (_request, error) => {
      // tus answers 501 to an extension we do not offer (Upload-Defer-Length, Upload-Concat): a request we refuse, not a server fault.
      if ('status_code' in error)
        return { status_code: error.status_code === 501 ? 400 : error.status_code, body: asJson(error.body) };
      const c = current.getStore()?.c;
      const log = c ? requestLogger(c, deps.log) : deps.log;
      if (isDatabaseUnavailable(error)) {
        log.warn({ err: error }, 'database unavailable');
        return { status_code: 503, body: JSON.stringify(refusalBody('busy')) };
      }
      log.error({ err: error }, 'upload failed');
      return { status_code: 500, body: JSON.stringify(refusalBody('generic')) };
    },
  });

  /** The signed-in user, else the hand-off of a capture grant; 401 (or 403) as for any customer operation otherwise. */
  const callerOf = async (c: Context): Promise<UploadCaller> => {
    const token = bearerToken(c);
    const user = await resolveSession(deps, c);
    if (token && !user) {
      const handoff = await resolveCaptureGrant(deps.db, deps.now(), token);
      if (handoff) return { userId: handoff.user.id, handoff };
    }
    if (!user) throw unauthorized();
    if (user.role === 'reviewer') throw HttpError.of(403, 'reviewersNotCustomers');
    await documentOwnerFor(deps.db, user);
    return { userId: user.id };
  };

  /** What a successful PATCH (or a create carrying data) stored: from the offset it started at to the one it answers. */
  const countReceived = (c: Context, response: Response) => {
    const reached = response.headers.get('upload-offset');
    if (!response.ok || reached === null || (c.req.method !== 'PATCH' && c.req.method !== 'POST')) return;
    const from = c.req.method === 'PATCH' ? Number(c.req.header('upload-offset')) : 0;
    deps.metrics.uploadReceived(Number(reached) - from, c.req.method === 'PATCH' && from > 0);
  };

  const handle = async (c: Context) => {
    const found = await callerOf(c);
    const response = await current.run({ caller: found, c }, () => tus.handleWeb(c.req.raw));
    // A create whose body was refused or cut: nobody has its address, so it must not hold room.
    if (found.createdUploadId && response.status !== 201)
      await discardUpload(deps.db, found.userId, found.createdUploadId);
    if (clientClosed(c)) throw new ClientAborted();
    countReceived(c, response);
    response.headers.set('Cache-Control', 'no-store');
    if (response.status >= 400 && !response.headers.get('content-type')?.includes('json'))
      return refusalAsJson(c.req.method, response);
    if (response.status === 503) response.headers.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return response;
  };
  // Hono answers HEAD through the GET route; the request keeps its method, so tus sees HEAD.
  const methods = ['GET', 'POST', 'PATCH', 'DELETE'];
  app.on(methods, UPLOADS_PATH, handle);
  app.on(methods, `${UPLOADS_PATH}/:uploadId`, handle);
}
