import type { Hono } from 'hono';
import type { Deps } from '../../deps';
import { clientMeta } from '../../http/client-meta';
import { HttpError } from '../../http/errors';
import { register } from '../../http/route';
import { handoffLinkMail } from '../../mail/templates';
import {
  cancelHandoff,
  handoffLinkToMail,
  handoffStatus,
  openHandoff,
  startHandoff,
} from '../../services/onboarding/handoffs';
import { documentOwnerFor } from '../../services/profiles/owner';
import { dropUnfinishedHandoffUploads, readUpload } from '../../storage/uploads';

/**
 * Phone hand-off (services/onboarding/handoffs.ts): the desktop starts, mails, watches and cancels; the phone opens the
 * link.
 */
export function handoffRoutes(app: Hono, deps: Deps) {
  register(app, deps, 'startHandoff', async ({ body, user, db, deps }) => {
    await documentOwnerFor(db, user);
    return startHandoff(db, deps.now(), deps.config.publicUrl, user, body);
  });

  register(app, deps, 'mailHandoffLink', async ({ body, params, user, db, deps, sendMail }) => {
    const link = await handoffLinkToMail(db, deps.now(), deps.config.publicUrl, user, params.handoffId, body.token);
    await sendMail(handoffLinkMail(user.email, link, user.language));
    return { message: `We sent the link to ${user.email}.` };
  });

  register(app, deps, 'handoffStatus', ({ params, user, db, deps }) =>
    handoffStatus(db, deps.now(), user.id, params.handoffId),
  );

  register(app, deps, 'handoffDocument', async ({ params, user, db }) => {
    const upload = await readUpload(db, user.id, params.uploadId, params.handoffId);
    if (!upload) throw HttpError.of(404, 'noSuchDocument');
    return { name: upload.name, type: upload.type, content: upload.content.toString('base64') };
  });

  register(app, deps, 'cancelHandoff', async ({ params, user, db, deps }) => {
    await cancelHandoff(db, deps.now(), user, params.handoffId);
    await dropUnfinishedHandoffUploads(db, user.id, params.handoffId);
    return { message: 'The phone link was cancelled.' };
  });

  register(app, deps, 'openHandoff', ({ body, db, deps, c }) =>
    openHandoff(db, deps.now(), body.token, clientMeta(c).ip ?? undefined),
  );
}
